/**
 * The current time, passed in so rules and their property tests repeat. Browser and server
 * adapters read the system clock; tests pass a fixed or stepping one.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
