import { describe, expect, it } from 'vitest';
import { parseDateTime, parseFullDate } from '../../adapters/shared/rfc3339.js';

describe('RFC 3339 instants: the one parser of every instant a client or an operator gives', () => {
  it.each([
    ['2030-12-05T00:00:00Z', '2030-12-05T00:00:00.000Z'],
    ['2028-02-29T23:59:59Z', '2028-02-29T23:59:59.000Z'],
    ['2000-02-29T12:00:00Z', '2000-02-29T12:00:00.000Z'],
    ['2030-12-05T01:00:00.5+01:00', '2030-12-05T00:00:00.500Z'],
    ['2030-12-05T00:00:00.123456789-23:59', '2030-12-05T23:59:00.123Z'],
    ['0030-01-31T00:00:00Z', '0030-01-31T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(new Date(parseDateTime(text)!).toISOString()).toBe(iso);
  });

  it.each([
    ['30 February', '2030-02-30T00:00:00Z'],
    ['29 February of a common year', '2030-02-29T00:00:00Z'],
    ['29 February of a century that is no leap year', '2100-02-29T00:00:00Z'],
    ['31 April', '2030-04-31T00:00:00Z'],
    ['day 0', '2030-01-00T00:00:00Z'],
    ['month 13', '2030-13-01T00:00:00Z'],
    ['month 0', '2030-00-10T00:00:00Z'],
    ['hour 24', '2030-02-28T24:00:00Z'],
    ['minute 60', '2030-02-28T23:60:00Z'],
    ['a leap second', '2016-12-31T23:59:60Z'],
    ['an offset of 24 hours', '2030-02-28T00:00:00+24:00'],
    ['an offset of 60 minutes', '2030-02-28T00:00:00+01:60'],
    ['no zone', '2030-02-28T00:00:00'],
    ['no seconds', '2030-02-28T00:00Z'],
    ['a date alone', '2030-02-28'],
    ['a lower-case t', '2030-02-28t00:00:00Z'],
    ['an expanded year', '+002030-02-28T00:00:00Z'],
    ['words', 'tomorrow'],
  ])('refuses %s (%s)', (_case, text) => {
    expect(parseDateTime(text)).toBeUndefined();
  });

  it('reads a full date as UTC midnight, and refuses one that does not exist', () => {
    expect(parseFullDate('2030-12-05')).toBe(Date.UTC(2030, 11, 5));
    expect(parseFullDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    for (const text of ['2030-02-31', '2030-02-29', '2030-13-01', '2030-12-05T00:00:00Z', '2030-1-5'])
      expect(parseFullDate(text), text).toBeUndefined();
  });
});
