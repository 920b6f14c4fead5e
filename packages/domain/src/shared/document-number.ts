import type { DocumentKind } from '../ports/number-sequence';

const PREFIXES: Readonly<Record<DocumentKind, string>> = { asn: 'ASN', rma: 'RMA', order: 'OB' };
const DIGITS = 8;

/** The number a merchant sees: the kind's prefix and the sequence number in 8 digits (ASN00000042). */
export const documentNumber = (kind: DocumentKind, sequence: number): string =>
  `${PREFIXES[kind]}${String(sequence).padStart(DIGITS, '0')}`;
