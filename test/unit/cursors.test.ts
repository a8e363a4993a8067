import { describe, expect, it } from 'vitest';
import {
  DELIVERY_CURSORS,
  ENDPOINT_CURSORS,
  EVENT_CURSORS,
  KEY_CURSORS,
  MAX_SAFE_ID,
  ORDER_CURSORS,
  PET_CURSORS,
  readCursor,
  ValidationError,
  writeCursor,
  type Listing,
} from '../../core/index.js';
import { PARAMETERS } from '../../adapters/http/openapi/components.js';

/** What a cursor is read as: its position, or the problem the 400 names. */
function reading<Position, Filter>(listing: Listing<never, Position, Filter>, filter: Filter, cursor: string): Position | string {
  try {
    return readCursor(listing, filter, cursor);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    expect(error.details).toEqual([{ field: 'cursor', problem: expect.any(String) }]);
    return error.details[0]!.problem;
  }
}

/** The parameters' `maxLength` in the served document. */
const maxLengthOf = (schema: object): number => (schema as { maxLength: number }).maxLength;
const CURSOR_MAX = maxLengthOf(PARAMETERS.cursor.schema);
const KEY_CURSOR_MAX = maxLengthOf(PARAMETERS.keyCursor.schema);
const DELIVERY_CURSOR_MAX = maxLengthOf(PARAMETERS.deliveryCursor.schema);

const MALFORMED = 'is malformed; pass the cursor of a Link rel="next" unchanged';
const ids = Array.from({ length: 100 }, (_, i) => MAX_SAFE_ID - i).reverse();
const endpointId = `we_${(2 ** 40).toString(36).padStart(9, '0')}${'x'.repeat(16)}`;
/** The longest delivery id the service makes: `dlv_`, the 20-digit sequence, `_`, the endpoint id without `we_`. */
const deliveryId = `dlv_${String(MAX_SAFE_ID).padStart(20, '0')}_${endpointId.slice(3)}`;

describe('cursors: one format for every listing', () => {
  it('round-trips the farthest position of each listing within its parameter maxLength, under the same filters', () => {
    const pet = { id: MAX_SAFE_ID, name: 'Rex', categoryId: 1, status: 'sold' } as const;
    const cases: [Listing<never, unknown, unknown>, unknown, unknown, unknown, number][] = [
      [PET_CURSORS, { status: 'available', ids }, pet, MAX_SAFE_ID, CURSOR_MAX],
      [ORDER_CURSORS, { status: 'cancelled', petId: MAX_SAFE_ID }, { id: MAX_SAFE_ID }, MAX_SAFE_ID, CURSOR_MAX],
      [KEY_CURSORS, undefined, { id: 'k'.repeat(64), createdAt: new Date(8.64e15) }, { createdAt: 8.64e15, id: 'k'.repeat(64) }, KEY_CURSOR_MAX],
      [EVENT_CURSORS, undefined, { sequence: MAX_SAFE_ID }, MAX_SAFE_ID, CURSOR_MAX],
      [
        DELIVERY_CURSORS,
        { statuses: ['pending', 'delivered', 'failed'] },
        { sequence: MAX_SAFE_ID, id: deliveryId },
        { sequence: MAX_SAFE_ID, id: deliveryId },
        DELIVERY_CURSOR_MAX,
      ],
      [
        DELIVERY_CURSORS,
        {},
        { sequence: 0, id: 'ping_0mx0srbuq51lFfz8dSTZJKnOk' },
        { sequence: 0, id: 'ping_0mx0srbuq51lFfz8dSTZJKnOk' },
        DELIVERY_CURSOR_MAX,
      ],
      [ENDPOINT_CURSORS, undefined, { endpoint: { id: endpointId } }, endpointId, CURSOR_MAX],
    ];
    for (const [listing, filter, last, position, maxLength] of cases) {
      const cursor = writeCursor(listing, filter, last as never);
      expect(cursor, cursor).toMatch(/^[0-9A-Za-z._-]+$/);
      expect(cursor.length, cursor).toBeLessThanOrEqual(maxLength);
      expect(reading(listing, filter, cursor)).toEqual(position);
    }
  });

  it('binds a cursor to its filters, naming the one that differs', () => {
    const pets = writeCursor(PET_CURSORS, { status: 'sold', ids: [1, 2, 4] }, { id: 2 });
    expect(reading(PET_CURSORS, { status: 'sold', ids: [1, 2, 4] }, pets)).toBe(2);
    expect(reading(PET_CURSORS, { ids: [1, 2, 4] }, pets)).toBe('belongs to a listing with another status filter');
    expect(reading(PET_CURSORS, { status: 'sold', ids: [1, 2, 3] }, pets)).toBe('belongs to a listing with another id filter');
    expect(reading(PET_CURSORS, { status: 'sold' }, pets)).toBe('belongs to a listing with another id filter');
    const orders = writeCursor(ORDER_CURSORS, { status: 'placed', petId: 5 }, { id: 10 });
    expect(reading(ORDER_CURSORS, { status: 'placed', petId: 6 }, orders)).toBe('belongs to a listing with another petId filter');
    expect(reading(ORDER_CURSORS, { petId: 5 }, orders)).toBe('belongs to a listing with another status filter');
  });

  it("refuses another listing's cursor and anything malformed", () => {
    const pets = writeCursor(PET_CURSORS, {}, { id: 7 });
    expect(reading(ORDER_CURSORS, {}, pets)).toBe(MALFORMED);
    expect(reading(EVENT_CURSORS, undefined, writeCursor(DELIVERY_CURSORS, {}, { sequence: 3, id: 'dlv_3' } as never))).toBe(MALFORMED);
    const failed = writeCursor(DELIVERY_CURSORS, { statuses: ['failed'] }, { sequence: 3, id: 'dlv_3' } as never);
    expect(reading(DELIVERY_CURSORS, {}, failed)).toBe('belongs to a listing with another status filter');
    for (const cursor of ['4d.2s', '4d.2s.', '4d.2s.a/b', '4d.zzzzzzzzzzzz.dlv'])
      expect(reading(DELIVERY_CURSORS, {}, cursor), cursor).toBe(MALFORMED);
    for (const cursor of [
      '',
      'zzz',
      '4p',
      '4p.',
      '4p..',
      '4p..0',
      '4p..-1',
      `4p..${(MAX_SAFE_ID + 1).toString(36)}`,
      '4p..2bi.x',
      '4p.2bi',
      '4P..2bi',
    ]) {
      expect(reading(PET_CURSORS, {}, cursor), cursor).toBe(MALFORMED);
    }
    for (const cursor of ['4k', '4k2bi', '4k2bi.', '4k.2bi', '4kzzzzzzzzzzzz.id', '4k2bi.a/b']) {
      expect(reading(KEY_CURSORS, undefined, cursor), cursor).toBe(MALFORMED);
    }
    for (const cursor of ['4w', '4wa.b', '4wa/b']) expect(reading(ENDPOINT_CURSORS, undefined, cursor), cursor).toBe(MALFORMED);
  });

  it('still reads the cursors of the formats each listing handed out before, bound to their filters alike', () => {
    expect(reading(PET_CURSORS, { status: 'sold' }, '1s2bi')).toBe(3006);
    expect(reading(PET_CURSORS, {}, '1s2bi')).toBe('belongs to a listing with another status filter');
    // An id filter's digest: FNV-1a of the distinct ascending ids, as before.
    const withIds = `1A2bi.${fnv('1,2,4')}`;
    expect(reading(PET_CURSORS, { ids: [1, 2, 4] }, withIds)).toBe(3006);
    expect(reading(PET_CURSORS, { ids: [1, 2] }, withIds)).toBe('belongs to a listing with another id filter');
    expect(reading(ORDER_CURSORS, { status: 'placed', petId: 36 }, '2p10.a')).toBe(10);
    expect(reading(ORDER_CURSORS, { status: 'placed' }, '2p10.a')).toBe('belongs to a listing with another petId filter');
    expect(reading(KEY_CURSORS, undefined, '3mggbqa80.3f1c2a9e-5b7d')).toEqual({ createdAt: parseInt('mggbqa80', 36), id: '3f1c2a9e-5b7d' });
    expect(reading(EVENT_CURSORS, undefined, 'e2s')).toBe(100);
    expect(reading(DELIVERY_CURSORS, {}, 'e2s')).toEqual({ sequence: 100, id: '' });
    expect(reading(DELIVERY_CURSORS, {}, '4d2s')).toEqual({ sequence: 100, id: '' });
    expect(reading(DELIVERY_CURSORS, { statuses: ['failed'] }, '4d2s')).toBe('belongs to a listing with another status filter');
    expect(reading(ENDPOINT_CURSORS, undefined, `w${endpointId}`)).toBe(endpointId);
    expect(reading(PET_CURSORS, {}, `1A${(MAX_SAFE_ID + 1).toString(36)}`)).toBe(MALFORMED);
  });
});

function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}
