/**
 * The token-bucket decision of RedisTokenBucketStore, run atomically by Redis. Same arithmetic as
 * InMemoryTokenBucketStore: every bucket is kept as the instant it is full again.
 *
 * Times are whole microseconds (Redis's TIME), so that the reply is plain integers and the stored
 * fields are written with '%d': no '%.17g' formatting, the largest cost of the earlier script. A
 * token's refill time is rounded up to the microsecond (a bucket never holds more than its capacity).
 *
 * KEYS[1]  the subject's hash: u = ban end, s = strike bucket full at, b1..bn = bucket i full at (µs)
 * ARGV     n, capacity_1, windowMs_1, ..., capacity_n, windowMs_n, threshold, banWindowMs, banDurationMs
 *          (threshold -1: no ban rule)
 * Returns  { outcome (0 admitted, 1 limited, 2 suspended, 3 suspended by this refusal: the ban starts), now, suspendedUntil, fullAt_1, ..., fullAt_n },
 *          integers, in microseconds since the epoch.
 * The time is the server's, so every instance sharing the server shares one clock. The key
 * expires when everything in it would be back to its initial state (buckets full, no ban); a
 * refusal without a ban rule writes nothing.
 */
export const TAKE_TOKENS_LUA = `
local key = KEYS[1]
local n = tonumber(ARGV[1])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])

local stored
if n == 2 then stored = redis.call('HMGET', key, 'u', 's', 'b1', 'b2')
else
  local fields = { 'u', 's' }
  for i = 1, n do fields[i + 2] = 'b' .. i end
  stored = redis.call('HMGET', key, unpack(fields))
end
local bannedUntil = tonumber(stored[1]) or 0
local strikesFullAt = tonumber(stored[2]) or 0
local r = { 0, now, 0 }
local admitted = true
for i = 1, n do
  local full = tonumber(stored[i + 2]) or 0
  r[i + 3] = full
  -- Less than one token: the bucket is full again more than one token's refill time from now.
  local perToken = math.ceil(tonumber(ARGV[2 * i + 1]) * 1000 / tonumber(ARGV[2 * i]))
  if full - now > (tonumber(ARGV[2 * i]) - 1) * perToken then admitted = false end
  stored[i + 2] = perToken
end

if bannedUntil > now then
  r[1] = 2
  r[3] = bannedUntil
  return r
end

local function expire(idleAt)
  local ttl = math.ceil((idleAt - now) / 1000)
  if ttl > 0 then redis.call('PEXPIRE', key, ttl) else redis.call('DEL', key) end
end

if admitted then
  local update = {}
  local idleAt = math.max(bannedUntil, strikesFullAt)
  for i = 1, n do
    local full = math.max(r[i + 3], now) + stored[i + 2]
    r[i + 3] = full
    if full > idleAt then idleAt = full end
    update[2 * i - 1] = 'b' .. i
    update[2 * i] = string.format('%d', full)
  end
  if n > 0 then redis.call('HSET', key, unpack(update)) end
  expire(idleAt)
  return r
end

r[1] = 1
local threshold = tonumber(ARGV[2 * n + 2])
if threshold < 0 then return r end
local banWindowUs = tonumber(ARGV[2 * n + 3]) * 1000
local perStrike = threshold > 0 and math.ceil(banWindowUs / threshold) or 0
if threshold > 0 and strikesFullAt - now <= (threshold - 1) * perStrike then
  strikesFullAt = math.max(strikesFullAt, now) + perStrike
else
  -- The ban serves the strikes that caused it: the subject starts over when it ends.
  bannedUntil = now + tonumber(ARGV[2 * n + 4]) * 1000
  strikesFullAt = now
  r[1] = 3
  r[3] = bannedUntil
end
redis.call('HSET', key, 'u', string.format('%d', bannedUntil), 's', string.format('%d', strikesFullAt))
local idleAt = math.max(bannedUntil, strikesFullAt)
for i = 1, n do idleAt = math.max(idleAt, r[i + 3]) end
expire(idleAt)
return r
`;
