/**
 * The token-bucket decision of RedisTokenBucketStore, run atomically by Redis. Same arithmetic as
 * InMemoryTokenBucketStore: every bucket is kept as the instant it is full again.
 *
 * Its cost is almost all Lua and command overhead per call, so the script is lean:
 * - generated for a number of buckets `n` (a plan has one or two), unrolled: no loops and no tables
 *   built per call;
 * - a subject is one string of packed doubles (`struct.pack`), read with GET and written with SET,
 *   which also sets the expiry: about 2 µs less per decision than a hash (HMGET, HSET, PEXPIRE)
 *   with its numbers formatted as text;
 * - what can be computed once per plan is computed by the caller (`scriptArguments` in the store).
 *
 * Times are whole microseconds of Redis's clock (TIME), so every instance sharing the server shares
 * one clock and the reply is plain integers. A token's refill time is rounded up to the microsecond
 * (a bucket never holds more than its capacity).
 *
 * KEYS[1]  the subject: doubles u = ban end, s = strike bucket full at, x = when the key expires,
 *          f1..fn = bucket i full at (µs); a value of another length (another plan shape) starts afresh
 * ARGV     perToken_1, limit_1, …, perToken_n, limit_n, perStrike, strikeLimit, banDuration (µs):
 *          a bucket admits when it is full again no later than `limit` from now ((capacity - 1)
 *          tokens' refill); perStrike -1 means no ban rule, 0 that every refusal starts the ban.
 * Returns  { outcome (0 admitted, 1 limited, 2 suspended, 3 suspended by this refusal: the ban
 *          starts), now, suspendedUntil (0 unless suspended), fullAt_1, …, fullAt_n }, integers (µs).
 *
 * Expiry: the key lives until everything in it is back to its initial state (buckets full, no ban),
 * plus a margin as long again (at most a minute); the expiry is set again (SET … PX) only when that
 * instant has to move later, otherwise kept (SET … KEEPTTL). An idle subject's key lingers at most
 * twice as long as it must. A refusal without a ban rule writes nothing.
 */
export function takeTokensLua(n: number): string {
  if (!(Number.isInteger(n) && n >= 1 && n <= 16)) throw new RangeError(`a plan has 1 to 16 buckets, not ${n}`);
  const each = (line: (i: number) => string, separator = '\n'): string => Array.from({ length: n }, (_, i) => line(i + 1)).join(separator);
  const buckets = each((i) => `f${i}`, ', ');
  const format = `'<${'d'.repeat(3 + n)}'`;
  // Writes the state, and moves the expiry only when `latest` (all back to initial) has passed it.
  const write = (latest: string): string => `if ${latest} > x then
  x = ${latest} + math.min(${latest} - now, 60000000)
  redis.call('SET', key, struct.pack(${format}, u, s, x, ${buckets}), 'PX', math.ceil((x - now) / 1000))
else
  redis.call('SET', key, struct.pack(${format}, u, s, x, ${buckets}), 'KEEPTTL')
end`;
  return `
local key = KEYS[1]
local t = redis.call('TIME')
local now = t[1] * 1000000 + t[2]
local v = redis.call('GET', key)
local u, s, x, ${buckets} = 0, 0, 0, ${each(() => '0', ', ')}
if v and #v == ${8 * (3 + n)} then u, s, x, ${buckets} = struct.unpack(${format}, v) end
if u > now then return { 2, now, u, ${buckets} } end

if ${each((i) => `f${i} - now <= tonumber(ARGV[${2 * i}])`, ' and ')} then
${each((i) => `  if f${i} < now then f${i} = now end\n  f${i} = f${i} + tonumber(ARGV[${2 * i - 1}])`)}
  local latest = math.max(s, ${buckets})
  ${write('latest').replace(/\n/g, '\n  ')}
  return { 0, now, 0, ${buckets} }
end

local perStrike = tonumber(ARGV[${2 * n + 1}])
if perStrike < 0 then return { 1, now, 0, ${buckets} } end
local code = 1
if perStrike > 0 and s - now <= tonumber(ARGV[${2 * n + 2}]) then
  if s < now then s = now end
  s = s + perStrike
else
  -- The ban serves the strikes that caused it: the subject starts over when it ends.
  u = now + tonumber(ARGV[${2 * n + 3}])
  s = now
  code = 3
end
local latest = math.max(u, s, ${buckets})
${write('latest')}
return { code, now, code == 3 and u or 0, ${buckets} }
`;
}
