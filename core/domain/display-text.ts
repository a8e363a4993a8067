import { ValidationError, type FieldProblem } from './errors.js';

/**
 * Text that people read back: a pet's name, a key's name, a webhook endpoint's description (DESIGN.md
 * §1, row `name`). Its transport shape (a JSON string, its length as sent) is the API schema's; what a
 * schema cannot say is checked here: valid Unicode; no control characters, line or paragraph
 * separators or bidirectional controls (they reorder or break the lines of whatever shows the text);
 * not blank, nor made only of invisible characters; at most 100 code points after NFC normalisation.
 * The text is stored exactly as given; only its length is measured on the NFC form.
 */
export const DISPLAY_TEXT_MAX_CODE_POINTS = 100;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ONLY_SPACES = /^ *$/;
/**
 * Characters no display text may hold: C0 and C1 controls and DEL, U+2028 and U+2029, the
 * bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), unpaired surrogates.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
const BLANK = /^\p{White_Space}*$/u;
/** Blank to the eye: whitespace and default-ignorable code points (U+200B, U+2060, U+FEFF, U+3164…) alone. */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u;

/** Throws ValidationError naming `field` when `value` breaks a rule (createPet, updatePet, createKey…). */
export function checkDisplayText(field: string, value: string): void {
  const problem = displayTextProblemOf(field, value);
  if (problem) throw new ValidationError([problem]);
}

/** The rule `value` breaks as display text named `field`, if any: for a check that reports every problem of a request at once. */
export function displayTextProblemOf(field: string, value: string): FieldProblem | undefined {
  const problem = displayTextProblem(value);
  return problem === undefined ? undefined : { field, problem };
}

function displayTextProblem(value: string): string | undefined {
  if (PRINTABLE_ASCII.test(value)) {
    // Fast path: printable ASCII is already NFC, one code point per character, and its only blank is the space.
    if (ONLY_SPACES.test(value)) return 'must not be empty or only whitespace';
    return value.length > DISPLAY_TEXT_MAX_CODE_POINTS ? tooLong() : undefined;
  }
  const forbidden = FORBIDDEN.exec(value);
  if (forbidden) return forbiddenProblem(forbidden[0].charCodeAt(0));
  if (BLANK.test(value)) return 'must not be empty or only whitespace';
  if (INVISIBLE.test(value)) return 'must not be made only of invisible characters';
  return countCodePoints(value.normalize('NFC')) > DISPLAY_TEXT_MAX_CODE_POINTS ? tooLong() : undefined;
}

function forbiddenProblem(unit: number): string {
  if (unit >= 0xd800 && unit <= 0xdfff) return 'must be valid Unicode (unpaired surrogate)';
  const codePoint = `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
  if (unit <= 0x9f) return `must not contain control characters (${codePoint})`;
  if (unit === 0x2028 || unit === 0x2029) return `must not contain line or paragraph separators (${codePoint})`;
  return `must not contain bidirectional controls (${codePoint})`;
}

function tooLong(): string {
  return `must be at most ${DISPLAY_TEXT_MAX_CODE_POINTS} characters (Unicode code points after NFC normalisation)`;
}

function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) i++;
    count++;
  }
  return count;
}
