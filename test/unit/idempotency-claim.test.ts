import { describe, expect, it } from 'vitest';
import { judgeClaim, newRecordState, type IdempotencyRecordState, type Pet } from '../../core/index.js';

const pet: Pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available' };
/** Given a claim made at 0 with a lease to 2 000 and a TTL to 10 000. */
const running: IdempotencyRecordState = { fingerprint: 'fp', pet: null, leaseUntil: 2_000, expiresAt: 10_000 };
const done: IdempotencyRecordState = { ...running, pet };

describe('judgeClaim', () => {
  it.each([
    ['no record', 'free', undefined, 'fp', 1_000],
    ['a running claim, same body', 'in_progress', running, 'fp', 1_000],
    ['a running claim, same body, the last instant of its lease', 'in_progress', running, 'fp', 1_999],
    ['a running claim, same body, its lease ending now', 'free', running, 'fp', 2_000],
    ['a running claim, other body (mismatch wins over in progress)', 'mismatch', running, 'other', 1_000],
    ['a running claim, other body, the last instant of its lease', 'mismatch', running, 'other', 1_999],
    ['an abandoned claim (lease over), other body', 'free', running, 'other', 2_000],
    ['a finished request, same body', 'replay', done, 'fp', 1_000],
    ['a finished request past its lease (it has none to lose), same body', 'replay', done, 'fp', 5_000],
    ['a finished request past its lease, other body', 'mismatch', done, 'other', 5_000],
    ['a finished request, the last instant of its TTL', 'replay', done, 'fp', 9_999],
    ['a finished request, its TTL ending now', 'free', done, 'fp', 10_000],
    ['a finished request, its TTL ending now, other body', 'free', done, 'other', 10_000],
    ['an expired record long after', 'free', done, 'fp', 50_000],
  ] as const)('%s → %s', (_, kind, record, fingerprint, now) => {
    expect(judgeClaim(record, fingerprint, now).kind).toBe(kind);
  });

  it('replays the stored pet itself', () => {
    expect(judgeClaim(done, 'fp', 1_000)).toEqual({ kind: 'replay', pet });
  });

  it('ends the TTL of a claim still running, whatever its lease says', () => {
    const longLease: IdempotencyRecordState = { ...running, leaseUntil: 20_000 };
    expect(judgeClaim(longLease, 'fp', 9_999).kind).toBe('in_progress');
    expect(judgeClaim(longLease, 'fp', 10_000).kind).toBe('free');
  });
});

describe('newRecordState', () => {
  it('starts an unfinished record whose lease and TTL count from the claim', () => {
    const state = newRecordState('fp', 1_000, { ttlMs: 9_000, leaseMs: 500 });
    expect(state).toEqual({ fingerprint: 'fp', pet: null, leaseUntil: 1_500, expiresAt: 10_000 });
    expect(judgeClaim(state, 'fp', 1_499).kind).toBe('in_progress');
    expect(judgeClaim(state, 'fp', 1_500).kind).toBe('free');
  });
});
