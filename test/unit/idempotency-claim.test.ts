import { describe, expect, it } from 'vitest';
import { fingerprintOf, judgeClaim, newRecordState, resumedRecordState, type IdempotencyRecordState, type RecordedAnswer } from '../../core/index.js';

const answer: RecordedAnswer = { pet: { id: 1, name: 'Rex', categoryId: 1, status: 'available' }, version: 1 };
/** Given a claim made at 0 with a lease to 2 000 and a TTL to 10 000. */
const running: IdempotencyRecordState = { fingerprint: 'fp', answer: null, leaseUntil: 2_000, expiresAt: 10_000 };
const done: IdempotencyRecordState = { ...running, answer };

describe('judgeClaim', () => {
  it.each([
    ['no record', 'fresh', undefined, 'fp', 1_000],
    ['a running claim, same body', 'in_progress', running, 'fp', 1_000],
    ['a running claim, same body, the last instant of its lease', 'in_progress', running, 'fp', 1_999],
    ['an abandoned claim (its lease ending now), same body: resumed with its write tag', 'resume', running, 'fp', 2_000],
    ['a running claim, other body (mismatch wins over in progress)', 'mismatch', running, 'other', 1_000],
    ['a running claim, other body, the last instant of its lease', 'mismatch', running, 'other', 1_999],
    ['an abandoned claim (lease over), other body: started afresh', 'fresh', running, 'other', 2_000],
    ['a finished request, same body', 'replay', done, 'fp', 1_000],
    ['a finished request past its lease (it has none to lose), same body', 'replay', done, 'fp', 5_000],
    ['a finished request past its lease, other body', 'mismatch', done, 'other', 5_000],
    ['a finished request, the last instant of its TTL', 'replay', done, 'fp', 9_999],
    ['a finished request, its TTL ending now', 'fresh', done, 'fp', 10_000],
    ['a finished request, its TTL ending now, other body', 'fresh', done, 'other', 10_000],
    ['an abandoned claim past its TTL, same body: started afresh, not resumed', 'fresh', running, 'fp', 10_000],
    ['an expired record long after', 'fresh', done, 'fp', 50_000],
  ] as const)('%s → %s', (_, kind, record, fingerprint, now) => {
    expect(judgeClaim(record, fingerprint, now).kind).toBe(kind);
  });

  it('replays the recorded answer itself', () => {
    expect(judgeClaim(done, 'fp', 1_000)).toEqual({ kind: 'replay', answer });
  });

  it('ends the TTL of a claim still running, whatever its lease says', () => {
    const longLease: IdempotencyRecordState = { ...running, leaseUntil: 20_000 };
    expect(judgeClaim(longLease, 'fp', 9_999).kind).toBe('in_progress');
    expect(judgeClaim(longLease, 'fp', 10_000).kind).toBe('fresh');
  });
});

describe('record states', () => {
  it('starts an unfinished record whose lease and TTL count from the claim', () => {
    const state = newRecordState('fp', 1_000, { ttlMs: 9_000, leaseMs: 500 });
    expect(state).toEqual({ fingerprint: 'fp', answer: null, leaseUntil: 1_500, expiresAt: 10_000 });
    expect(judgeClaim(state, 'fp', 1_499).kind).toBe('in_progress');
    expect(judgeClaim(state, 'fp', 1_500).kind).toBe('resume');
  });

  it('gives a resumed record a new lease and keeps its TTL', () => {
    expect(resumedRecordState(running, 5_000, { ttlMs: 9_000, leaseMs: 500 })).toEqual({ ...running, leaseUntil: 5_500 });
  });
});

describe('fingerprintOf', () => {
  it('tells operations apart, so a key reused on another operation is another request', () => {
    expect(fingerprintOf('createPet', [3])).not.toBe(fingerprintOf('placeOrder', [3]));
    expect(fingerprintOf('placeOrder', [3])).toBe(fingerprintOf('placeOrder', [3]));
  });
});
