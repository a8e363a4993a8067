import { describe, expect, it } from 'vitest';
import { InMemoryEventLog } from '../../adapters/memory/in-memory-event-log.js';
import { FakeClock } from '../support/fake-clock.js';

const EVERYONE = { orders: 'all' } as const;

describe('InMemoryEventLog', () => {
  it('sweeps expired events from the front and compacts, keeping sequences, lookups and paging right', async () => {
    const clock = new FakeClock();
    const log = new InMemoryEventLog(clock, 1_000);
    const record = (n: number) => {
      for (let i = 0; i < n; i++) log.record({ type: 'pet.created', data: { id: i + 1, name: 'Rex', categoryId: 1, status: 'available' } });
    };
    record(2_000);
    clock.advance(2_000);
    record(1_500); // the first 2,000 expired: swept, and cut off the array
    const sequences = (events: readonly { sequence: number }[]) => events.map((event) => event.sequence);

    expect(await log.find(1)).toBeNull();
    expect(await log.find(2_000)).toBeNull();
    expect((await log.find(2_001))?.sequence).toBe(2_001);
    expect(await log.find(3_501)).toBeNull();
    expect(sequences(await log.list({ visibility: EVERYONE, limit: 3 }))).toEqual([2_001, 2_002, 2_003]);
    expect(sequences(await log.list({ visibility: EVERYONE, afterSequence: 10, limit: 2 }))).toEqual([2_001, 2_002]);
    expect(sequences(await log.list({ visibility: EVERYONE, afterSequence: 3_497, limit: 10 }))).toEqual([3_498, 3_499, 3_500]);
    expect(await log.latestSequence()).toBe(3_500);
    record(1);
    expect(await log.latestSequence()).toBe(3_501);
    expect((await log.find(3_501))?.sequence).toBe(3_501);
  });
});
