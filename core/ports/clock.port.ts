/** The time source of the domain: milliseconds since the Unix epoch. Injected so tests control it. */
export interface Clock {
  now(): number;
}
