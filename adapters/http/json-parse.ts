import { ValidationError } from '../../core/index.js';

/**
 * JSON text as the API reads a body, however it came (the request stream, or a host's
 * `parseRequestBody`): an object or an array, no `__proto__` member (escaped ones too), and no
 * member named twice in one object. `JSON.parse` keeps the last of two members of one name and says
 * nothing, another parser the first: which one counts must not depend on the parser. Every refusal is
 * a ValidationError of this module's own words; no parser's message is read.
 */

/** An object or an array, after JSON's whitespace (RFC 8259): what a body may be. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;

const DUPLICATE_MEMBER = 'must appear once in its object (which one counts would depend on the parser)';
const NOT_JSON = ValidationError.of('body', 'is not valid JSON (a JSON object is expected)');
const NOT_AN_OBJECT = ValidationError.of('body', 'must be a JSON object');
const PROTOTYPE = ValidationError.of('body', 'must not contain a "__proto__" key');

/**
 * Parses a body's JSON text (a leading byte order mark dropped), then scans it once for a member
 * named `__proto__` or named twice in one object: one pass that looks only at strings and brackets.
 */
export function parseJsonText(text: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!OBJECT_OR_ARRAY.test(text)) throw NOT_AN_OBJECT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw NOT_JSON;
  }
  const at = refusedNameAt(text, true);
  if (at >= 0) {
    if (nameAt(text, at, closingQuote(text, at + 1)) === PROTO) throw PROTOTYPE;
    throw ValidationError.of(pathOfNameAt(text, at), DUPLICATE_MEMBER);
  }
  return parsed;
}

/** A member name that would set an object's prototype where a parsed body is merged or copied. */
const PROTO = '__proto__';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
/** Above this many members an object's names also go into a Set: a 16 KiB body can hold some 2,700. */
const LINEAR_SEARCH_MEMBERS = 8;

/**
 * The path (`name`, `limits.perDay`, `items.0.name`, as the schema's problems name fields) of the
 * first member named twice in one object of `text`, names compared after unescaping; undefined when
 * there is none. The text has already parsed, so it is valid JSON: only strings and brackets are
 * looked at, a string is skipped by searching for its closing quote, only names holding an escape are
 * unescaped, and the path is worked out only once a duplicate is found.
 */
export function duplicateMemberOf(text: string): string | undefined {
  const at = refusedNameAt(text, false);
  return at < 0 ? undefined : pathOfNameAt(text, at);
}

/** Where the opening quote is of the first name that is a duplicate (or, with `proto`, `__proto__`), or -1. */
function refusedNameAt(text: string, proto: boolean): number {
  // The names of the object the scan is in (undefined in an array), beside a Set of them once many;
  // those of the containers around it, in pairs, when there are any.
  let names: string[] | undefined;
  let many: Set<string> | undefined;
  let outer: (string[] | Set<string> | undefined)[] | undefined;
  let inside = false;
  // True right after `{` or an object's `,`: the next string is a member name.
  let nameNext = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === QUOTE) {
      const end = closingQuote(text, i + 1);
      if (nameNext) {
        nameNext = false;
        const name = nameAt(text, i, end);
        if ((proto && name === PROTO) || (many !== undefined ? many.has(name) : names!.includes(name))) return i;
        if (many !== undefined) many.add(name);
        else if (names!.push(name) > LINEAR_SEARCH_MEMBERS) many = new Set(names);
      }
      i = end;
    } else if (unit === OPEN_OBJECT || unit === OPEN_ARRAY) {
      if (inside) (outer ??= []).push(names, many);
      inside = true;
      names = unit === OPEN_OBJECT ? [] : undefined;
      many = undefined;
      nameNext = unit === OPEN_OBJECT;
    } else if (unit === CLOSE_OBJECT || unit === CLOSE_ARRAY) {
      many = outer?.pop() as Set<string> | undefined;
      names = outer?.pop() as string[] | undefined;
      nameNext = false;
    } else if (unit === COMMA && names !== undefined) {
      nameNext = true;
    }
  }
  return -1;
}

/** The path to the member name whose opening quote is at `at`: the same walk, keeping each container's last name or index. */
function pathOfNameAt(text: string, at: number): string {
  const steps: { readonly object: boolean; last: string; index: number }[] = [];
  let nameNext = false;
  for (let i = 0; i < at; i++) {
    const unit = text.charCodeAt(i);
    const current = steps[steps.length - 1];
    if (unit === QUOTE) {
      const end = closingQuote(text, i + 1);
      if (nameNext) current!.last = nameAt(text, i, end);
      nameNext = false;
      i = end;
    } else if (unit === OPEN_OBJECT || unit === OPEN_ARRAY) {
      steps.push({ object: unit === OPEN_OBJECT, last: '', index: 0 });
      nameNext = unit === OPEN_OBJECT;
    } else if (unit === CLOSE_OBJECT || unit === CLOSE_ARRAY) {
      steps.pop();
      nameNext = false;
    } else if (unit === COMMA && current !== undefined) {
      if (current.object) nameNext = true;
      else current.index++;
    }
  }
  // The innermost container is the duplicate's own object: the steps leading into it, then its name.
  const path = steps.slice(0, -1).map((step) => (step.object ? readable(step.last) : String(step.index)));
  return [...path, readable(nameAt(text, at, closingQuote(text, at + 1)))].join('.');
}

/** The index of the quote that ends the string whose contents start at `from` (one not escaped by a backslash). */
function closingQuote(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (text.charCodeAt(quote - 1) === BACKSLASH) {
    let before = quote - 2;
    while (text.charCodeAt(before) === BACKSLASH) before--;
    // An even run of backslashes escapes itself, not the quote.
    if ((quote - 1 - before) % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return quote;
}

/** The member name whose quotes are at `open` and `close`, unescaped. */
function nameAt(text: string, open: number, close: number): string {
  const raw = text.slice(open + 1, close);
  return raw.includes('\\') ? (JSON.parse(text.slice(open, close + 1)) as string) : raw;
}

/** A name as a step of a path: quoted when it would not read as one (empty, or holding a dot). */
function readable(name: string): string {
  return name === '' || name.includes('.') ? JSON.stringify(name) : name;
}
