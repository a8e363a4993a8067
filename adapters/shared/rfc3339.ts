/**
 * RFC 3339 text read as ms since the epoch, one way for every input that takes an instant (createKey's
 * `expiresAt` and its schema's `date-time` format, the keys CLI's `--expires-at`, the getPet
 * deprecation settings). Each field is checked against the calendar before `Date.parse` reads the
 * text: it shifts a day that does not exist (2030-02-30 becomes 2 March) and takes 24:00 for the next
 * day. Leap seconds (:60) are refused: an instant here is a JavaScript time, which has none.
 */

/** `2030-12-05T00:00:00Z`, `2030-12-05T01:00:00.5+01:00`: upper-case `T` and `Z`, seconds required. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/;
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An RFC 3339 date-time with its zone, or undefined when it is malformed or names no real instant. */
export function parseDateTime(text: string): number | undefined {
  const fields = DATE_TIME.exec(text);
  if (!fields) return undefined;
  const [, year, month, day, hour, minute, second, offsetHours, offsetMinutes] = fields;
  if (!isCalendarDay(Number(year), Number(month), Number(day))) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  if (offsetHours !== undefined && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return undefined;
  return readable(Date.parse(text));
}

/** An RFC 3339 full-date (`2030-12-05`) as UTC midnight, or undefined when it is malformed or names no real day. */
export function parseFullDate(text: string): number | undefined {
  const fields = FULL_DATE.exec(text);
  if (!fields || !isCalendarDay(Number(fields[1]), Number(fields[2]), Number(fields[3]))) return undefined;
  return readable(Date.parse(text));
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Date.parse's answer for a text whose fields are valid: NaN only beyond what a Date holds. */
function readable(ms: number): number | undefined {
  return Number.isNaN(ms) ? undefined : ms;
}
