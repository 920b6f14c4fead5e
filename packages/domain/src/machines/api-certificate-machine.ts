import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import { applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';
import { ok } from '../shared/result';

/**
 * The API certificate (user ID, token, key, application and expiry dates): none until requested,
 * then active; renewing extends the expiry, deleting returns to none. Expired is not stored: it is
 * derived from the expiry and a clock value passed in, so it can never disagree with the dates.
 */
export const API_CERTIFICATE_STATUSES = ['none', 'active'] as const;
export type ApiCertificateStatus = (typeof API_CERTIFICATE_STATUSES)[number];
export const API_CERTIFICATE_DISPLAY_STATUSES = ['none', 'active', 'expired'] as const;
export type ApiCertificateDisplayStatus = (typeof API_CERTIFICATE_DISPLAY_STATUSES)[number];

export const API_CERTIFICATE_EVENTS = ['request', 'renew', 'delete'] as const;
export type ApiCertificateEvent = (typeof API_CERTIFICATE_EVENTS)[number];

export const API_CERTIFICATE_TRANSITIONS: EventTable<ApiCertificateStatus, ApiCertificateEvent> = {
  none: { request: 'active' },
  active: { renew: 'active', delete: 'none' },
};

/**
 * An assumption, not spec text (the spec shows an expiry date but no term): one year. Callers
 * pass the validity explicitly, so a different term is a parameter, not a code change.
 */
export const API_CERTIFICATE_ASSUMED_VALIDITY_DAYS = 365;
const DAY_MS = 86_400_000;

export type ApiCertificate =
  | { readonly status: 'none' }
  | { readonly status: 'active'; readonly appliedAtMs: number; readonly expiresAtMs: number };

export const transitionApiCertificate = (
  from: ApiCertificateStatus,
  event: ApiCertificateEvent,
): Result<ApiCertificateStatus, MessageCode> =>
  applyEvent(
    API_CERTIFICATE_TRANSITIONS,
    MACHINE_CODES.apiCertificateInvalidTransition,
    from,
    event,
  );

/** Times are epoch milliseconds from the Clock port. */
export function requestApiCertificate(
  certificate: ApiCertificate,
  nowMs: number,
  validityDays: number,
): Result<ApiCertificate, MessageCode> {
  const to = transitionApiCertificate(certificate.status, 'request');
  if (!to.ok) return to;
  return ok({ status: 'active', appliedAtMs: nowMs, expiresAtMs: nowMs + validityDays * DAY_MS });
}

/** Extends from the current expiry, or from now when it has already expired (no lost days). */
export function renewApiCertificate(
  certificate: ApiCertificate,
  nowMs: number,
  validityDays: number,
): Result<ApiCertificate, MessageCode> {
  const to = transitionApiCertificate(certificate.status, 'renew');
  if (!to.ok) return to;
  // The table only renews an active certificate; the fallbacks keep the types total.
  const appliedAtMs = certificate.status === 'active' ? certificate.appliedAtMs : nowMs;
  const expiresAtMs = certificate.status === 'active' ? certificate.expiresAtMs : nowMs;
  return ok({
    status: 'active',
    appliedAtMs,
    expiresAtMs: Math.max(nowMs, expiresAtMs) + validityDays * DAY_MS,
  });
}

export function deleteApiCertificate(
  certificate: ApiCertificate,
): Result<ApiCertificate, MessageCode> {
  const to = transitionApiCertificate(certificate.status, 'delete');
  return to.ok ? ok({ status: 'none' }) : to;
}

/** Expired from the expiry instant itself onwards. */
export const apiCertificateDisplayStatus = (
  certificate: ApiCertificate,
  nowMs: number,
): ApiCertificateDisplayStatus =>
  certificate.status === 'none' ? 'none' : nowMs >= certificate.expiresAtMs ? 'expired' : 'active';

export const allowedApiCertificateActions = (
  status: ApiCertificateDisplayStatus,
): readonly ApiCertificateEvent[] => (status === 'none' ? ['request'] : ['renew', 'delete']);
