import { ValidationError } from './errors.js';

/**
 * The domain rules of a pet's name (DESIGN.md §1). Its transport shape (a JSON string, its length as
 * sent) is the API schema's; what a schema cannot say is checked here: not blank, no
 * control characters, valid Unicode, and at most 100 code points after NFC normalisation. The name
 * is stored exactly as given; only its length is measured on the NFC form.
 */
export const NAME_MAX_CODE_POINTS = 100;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /\p{Cs}/u;
const BLANK = /^\s*$/u;

/** Throws ValidationError naming `name` when the name breaks a rule (createPet, updatePet). */
export function checkPetName(name: string): void {
  const problem = nameProblem(name);
  if (problem) throw ValidationError.of('name', problem);
}

function nameProblem(value: string): string | undefined {
  if (PRINTABLE_ASCII.test(value)) {
    // Fast path: ASCII is already NFC and one code point per character.
    if (BLANK.test(value)) return 'must not be empty or only whitespace';
    return value.length > NAME_MAX_CODE_POINTS ? tooLong() : undefined;
  }
  if (CONTROL_CHARACTER.test(value)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode (unpaired surrogate)';
  if (BLANK.test(value)) return 'must not be empty or only whitespace';
  return countCodePoints(value.normalize('NFC')) > NAME_MAX_CODE_POINTS ? tooLong() : undefined;
}

function tooLong(): string {
  return `must be at most ${NAME_MAX_CODE_POINTS} characters (Unicode code points after NFC normalisation)`;
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
