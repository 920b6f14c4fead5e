/**
 * The certificate's own dates and transitions are the API certificate machine's
 * (`machines/api-certificate-machine.ts`: request, renew from the later of now and the expiry,
 * delete, expired derived from the clock). Here: what the open API adds around it.
 */

/** A merchant keeps at most this many live certificates (one per connected system, with room to rotate). */
export const CERTIFICATES_MAX = 10;

/** What the certificate list shows of a live certificate (the machine's display statuses but none). */
export const CERTIFICATE_STATES = ['active', 'expired'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** Open API calls per certificate per window (ShipBob's figure, issue 16). */
export const OPEN_API_RATE_LIMIT = { max: 150, windowMs: 60_000 } as const;
