import { describe, expect, it } from 'vitest';
import { InMemoryEventLog } from '../../adapters/memory/in-memory-event-log.js';
import { FakeClock } from '../support/fake-clock.js';

const EVERYONE = { pets: true, orders: 'all' } as const;

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

  it('gives back each event as recorded (type, resource, time, owner) across growth, sweeps and compaction', async () => {
    const clock = new FakeClock();
    const log = new InMemoryEventLog(clock, 10_000);
    const pet = (id: number) => ({ id, name: `p${id}`, categoryId: 1, status: 'available' as const });
    for (let round = 0; round < 6; round++) {
      // 1,500 events a round, one ms apart: the oldest fall out of the 10 s retention as the log grows and is cut.
      for (let i = 0; i < 1_500; i++) {
        const id = round * 1_500 + i + 1;
        log.record(id % 3 === 0 ? { type: 'pet.deleted', data: pet(id) } : { type: 'pet.created', data: pet(id) });
        clock.advance(1);
      }
      clock.advance(3_000);
    }
    const order = {
      id: 1,
      petId: 9_000,
      owner: 'shop-a',
      status: 'placed' as const,
      placedAt: clock.now(),
      updatedAt: clock.now(),
    };
    log.record({ type: 'order.placed', data: order });
    const latest = await log.latestSequence();
    expect(latest).toBe(9_001);
    expect(await log.find(latest)).toEqual({ type: 'order.placed', data: order, createdAt: clock.now(), sequence: 9_001, owner: 'shop-a' });
    const last = await log.find(9_000);
    expect(last).toMatchObject({ type: 'pet.deleted', data: pet(9_000), sequence: 9_000, owner: null });
    const first = (await log.list({ visibility: EVERYONE, limit: 1 }))[0]!;
    // Kept: exactly the events of the last 10 s, each with its own time and type.
    expect(clock.now() - first.createdAt).toBeLessThanOrEqual(10_000);
    expect(first.type).toBe(first.sequence % 3 === 0 ? 'pet.deleted' : 'pet.created');
    expect(first.data).toEqual(pet(first.sequence));
    expect(await log.find(first.sequence - 1)).toBeNull();
  });

  it('gives back any name exactly (multi-byte, escaped, 400 units long) across many chunks of text', async () => {
    const clock = new FakeClock();
    const log = new InMemoryEventLog(clock);
    const names = ['Rex', 'Zoë "the" \\ dog 🐕', '名前'.repeat(200), 'x'.repeat(400), '\u0000\u2028'];
    const pet = (id: number) => ({ id, name: `${names[id % names.length]!}#${id}`, categoryId: id % 7, status: 'available' as const });
    // About 8 MB of text: the chunks of 1 MiB fill and new ones begin, texts never spanning two.
    for (let id = 1; id <= 20_000; id++) log.record({ type: 'pet.updated', data: pet(id) });
    for (const id of [1, 2, 3, 4, 5, 2_621, 9_999, 20_000]) expect((await log.find(id))?.data).toEqual(pet(id));
    const page = await log.list({ visibility: EVERYONE, afterSequence: 12_345, limit: 50 });
    expect(page.map((event) => event.data)).toEqual(Array.from({ length: 50 }, (_, i) => pet(12_346 + i)));
  });
});
