/**
 * The token-bucket decision of RedisTokenBucketStore, run atomically by Redis. Same arithmetic as
 * InMemoryTokenBucketStore: every bucket is kept as the instant it is full again.
 *
 * KEYS[1]  the subject's hash: u = ban end, s = strike bucket full at, b1..bn = bucket i full at
 * ARGV     n, capacity_1, windowMs_1, ..., capacity_n, windowMs_n, threshold, banWindowMs, banDurationMs
 *          (threshold -1: no ban rule)
 * Returns  { outcome (0 admitted, 1 limited, 2 suspended, 3 suspended by this refusal: the ban starts), now, suspendedUntil, fullAt_1, ..., fullAt_n },
 *          numbers as strings because Lua numbers would be truncated to integers on the way out.
 * The time is the server's, so every instance sharing the server shares one clock. The key
 * expires when everything in it would be back to its initial state (buckets full, no ban).
 */
export const TAKE_TOKENS_LUA = `
local key = KEYS[1]
local n = tonumber(ARGV[1])
local epsilon = 1e-9
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000

local fields = { 'u', 's' }
for i = 1, n do fields[i + 2] = 'b' .. i end
local stored = redis.call('HMGET', key, unpack(fields))
local bannedUntil = tonumber(stored[1]) or 0
local strikesFullAt = tonumber(stored[2]) or 0
local fullAt = {}
for i = 1, n do fullAt[i] = tonumber(stored[i + 2]) or 0 end

local function reply(outcome, suspendedUntil)
  local r = { outcome, string.format('%.17g', now), string.format('%.17g', suspendedUntil) }
  for i = 1, n do r[i + 3] = string.format('%.17g', fullAt[i]) end
  return r
end

local function tokens(capacity, windowMs, full)
  local wait = full - now
  if wait < 0 then wait = 0 end
  return capacity - wait * capacity / windowMs
end

local function expire()
  local idleAt = math.max(bannedUntil, strikesFullAt)
  for i = 1, n do idleAt = math.max(idleAt, fullAt[i]) end
  local ttl = math.ceil(idleAt - now)
  if ttl > 0 then redis.call('PEXPIRE', key, ttl) else redis.call('DEL', key) end
end

if bannedUntil > now then return reply(2, bannedUntil) end

local admitted = true
for i = 1, n do
  if tokens(tonumber(ARGV[2 * i]), tonumber(ARGV[2 * i + 1]), fullAt[i]) < 1 - epsilon then admitted = false end
end

if admitted then
  local update = {}
  for i = 1, n do
    fullAt[i] = math.max(fullAt[i], now) + tonumber(ARGV[2 * i + 1]) / tonumber(ARGV[2 * i])
    update[2 * i - 1] = 'b' .. i
    update[2 * i] = string.format('%.17g', fullAt[i])
  end
  if n > 0 then redis.call('HSET', key, unpack(update)) end
  expire()
  return reply(0, 0)
end

local threshold = tonumber(ARGV[2 * n + 2])
if threshold < 0 then return reply(1, 0) end
local banWindowMs = tonumber(ARGV[2 * n + 3])
local outcome = 1
if tokens(threshold, banWindowMs, strikesFullAt) >= 1 - epsilon then
  strikesFullAt = math.max(strikesFullAt, now) + banWindowMs / threshold
else
  -- The ban serves the strikes that caused it: the subject starts over when it ends.
  bannedUntil = now + tonumber(ARGV[2 * n + 4])
  strikesFullAt = now
  outcome = 2
end
redis.call('HSET', key, 'u', string.format('%.17g', bannedUntil), 's', string.format('%.17g', strikesFullAt))
expire()
if outcome == 2 then return reply(3, bannedUntil) end
return reply(1, 0)
`;
