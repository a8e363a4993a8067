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
 * ARGV     p, k, perToken_1, limit_1, …, perToken_n, limit_n, perStrike, strikeLimit, banDuration[, q, r]:
 *          - p refusals already answered by the caller from a local note (see RefusalNotes), counted
 *            as strikes first; then k requests of this subject decided in order (coalesced by the
 *            caller: one call for every request of a subject in one tick of its event loop);
 *          - a bucket admits when it is full again no later than `limit` from now ((capacity - 1)
 *            tokens' refill); perStrike -1 means no ban rule, 0 that every refusal starts the ban;
 *            times in µs;
 *          - when all k were admitted (k may be 0), up to q tokens more are taken for the caller to hold
 *            (see TokenLeases), each only while every bucket keeps r tokens after it; a token not
 *            granted is no refusal and counts no strike.
 * Returns  { now, u, admitted, banAt, leased, f_1, …, f_n }, integers (µs): the first `admitted` of the k
 *          requests were admitted, the others refused; banAt is the position (1…p+k, strikes first)
 *          of the refusal that started a ban, 0 if none did; u > now with banAt 0: suspended all along;
 *          `leased` tokens were taken for the caller to hold. f_i is the final state: the j-th
 *          admitted request left bucket i at f_i - (admitted - j + leased) · perToken_i.
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
  // One refusal counted towards the ban: a strike, or the ban when the strike bucket is empty.
  const strike = (position: string, indent: string): string =>
    `if perStrike > 0 and s - now <= strikeLimit then
  if s < now then s = now end
  s = s + perStrike
else
  -- The ban serves the strikes that caused it: the subject starts over when it ends.
  u = now + banDuration
  s = now
  banAt = ${position}
  break
end`.replace(/\n/g, `\n${indent}`);
  const readBanRule = `perStrike, strikeLimit, banDuration = tonumber(ARGV[${2 * n + 3}]), tonumber(ARGV[${2 * n + 4}]), tonumber(ARGV[${2 * n + 5}])`;
  return `
local key = KEYS[1]
local p = tonumber(ARGV[1])
local k = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = t[1] * 1000000 + t[2]
local v = redis.call('GET', key)
local u, s, x, ${buckets} = 0, 0, 0, ${each(() => '0', ', ')}
if v and #v == ${8 * (3 + n)} then u, s, x, ${buckets} = struct.unpack(${format}, v) end
if u > now then return { now, u, 0, 0, 0, ${buckets} } end

-- The ban rule is read only when a refusal needs it: admissions are the common case.
local perStrike, strikeLimit, banDuration
local admitted, banAt, leased = 0, 0, 0
if p > 0 then
  ${readBanRule}
  for j = 1, p do
    ${strike('j', '    ')}
  end
end
if banAt == 0 then
${each((i) => `  local per${i}, limit${i} = tonumber(ARGV[${2 * i + 1}]), tonumber(ARGV[${2 * i + 2}])`)}
  for j = 1, k do
    if ${each((i) => `f${i} - now <= limit${i}`, ' and ')} then
${each((i) => `      if f${i} < now then f${i} = now end\n      f${i} = f${i} + per${i}`)}
      admitted = admitted + 1
    else
      if not perStrike then ${readBanRule} end
      if perStrike < 0 then break end
      ${strike('p + j', '      ')}
    end
  end
  if admitted == k then
    local q = tonumber(ARGV[${2 * n + 6}]) or 0
    if q > 0 then
      -- The j-th leased token leaves bucket i at max(f_i, now) + j · per_i: as many as every bucket can
      -- give while keeping r tokens, counted rather than taken one by one.
      local r = tonumber(ARGV[${2 * n + 7}])
${each((i) => `      if f${i} < now then f${i} = now end`)}
      leased = math.min(q, ${each((i) => `math.floor((limit${i} - r * per${i} - (f${i} - now)) / per${i}) + 1`, ', ')})
      if leased < 0 then leased = 0 end
${each((i) => `      f${i} = f${i} + leased * per${i}`)}
    end
  end
end
if admitted == 0 and leased == 0 and not (perStrike and perStrike >= 0) then return { now, u, 0, 0, 0, ${buckets} } end

local latest = math.max(u, s, ${buckets})
if latest > x then
  x = latest + math.min(latest - now, 60000000)
  redis.call('SET', key, struct.pack(${format}, u, s, x, ${buckets}), 'PX', math.ceil((x - now) / 1000))
else
  redis.call('SET', key, struct.pack(${format}, u, s, x, ${buckets}), 'KEEPTTL')
end
return { now, u, admitted, banAt, leased, ${buckets} }
`;
}

/**
 * Gives back, atomically, the token an admitted take took from each of a subject's n buckets:
 * each bucket's full-at instant moves one token's refill time earlier, but not before now (a bucket
 * never holds more than its capacity). The ban, the strikes and the key's expiry stay as they are
 * (a refund only makes the subject idle sooner). A missing key (or one of another plan shape) is a
 * subject with every bucket full: nothing to give back.
 *
 * KEYS[1]  the subject (the layout of takeTokensLua)
 * ARGV     perToken_1, …, perToken_n (µs), as takeTokensLua's
 * Returns  1 when given back, 0 when there was nothing to give back to.
 */
export function refundTokensLua(n: number): string {
  if (!(Number.isInteger(n) && n >= 1 && n <= 16)) throw new RangeError(`a plan has 1 to 16 buckets, not ${n}`);
  const each = (line: (i: number) => string, separator = '\n'): string => Array.from({ length: n }, (_, i) => line(i + 1)).join(separator);
  const buckets = each((i) => `f${i}`, ', ');
  const format = `'<${'d'.repeat(3 + n)}'`;
  return `
local key = KEYS[1]
local v = redis.call('GET', key)
if not v or #v ~= ${8 * (3 + n)} then return 0 end
local u, s, x, ${buckets} = struct.unpack(${format}, v)
local t = redis.call('TIME')
local now = t[1] * 1000000 + t[2]
${each((i) => `f${i} = f${i} - tonumber(ARGV[${i}])\nif f${i} < now then f${i} = now end`)}
redis.call('SET', key, struct.pack(${format}, u, s, x, ${buckets}), 'KEEPTTL')
return 1
`;
}
