/** The documents that carry a number of their own, shown to the merchant and the warehouse. */
export type DocumentKind = 'asn' | 'rma' | 'order';

/**
 * Port: the next number of a kind of document, unique and increasing (ASN 1, 2, 3, ...). The
 * adapter is a database counter in the caller's transaction, so a rolled-back creation gives its
 * number back and a fresh test database always starts at 1; a test stand-in counts in memory.
 * No randomness: numbers repeat from run to run.
 */
export interface NumberSequence {
  next(kind: DocumentKind): Promise<number>;
}
