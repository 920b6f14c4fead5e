/** How long a certificate works from its request or renewal (the spec gives an expiry date, not the term). */
export const CERTIFICATE_TERM_MS = 365 * 24 * 3_600_000;

/** A merchant keeps at most this many live certificates (one per connected system, with room to rotate). */
export const CERTIFICATES_MAX = 10;

/** What the certificate list shows: working, or past its expiry date (renewing brings it back). */
export const CERTIFICATE_STATES = ['active', 'expired'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** The expiry of a certificate requested or renewed at `fromMs`. */
export const certificateExpiry = (fromMs: number): number => fromMs + CERTIFICATE_TERM_MS;

/** Whether a certificate expiring at `expiresAtMs` still works at `nowMs` (the expiry instant does not). */
export const certificateState = (expiresAtMs: number, nowMs: number): CertificateState =>
  nowMs < expiresAtMs ? 'active' : 'expired';

/** Open API calls per certificate per window (ShipBob's figure, issue 16). */
export const OPEN_API_RATE_LIMIT = { max: 150, windowMs: 60_000 } as const;
