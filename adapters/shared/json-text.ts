/** Printable ASCII without `"` and `\`: such a string is its own JSON string body. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** Exactly `JSON.stringify(value)` for a string, without its general machinery in the common plain case. */
export function jsonString(value: string): string {
  return PLAIN.test(value) ? `"${value}"` : JSON.stringify(value);
}
