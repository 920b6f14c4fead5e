import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiCertificate } from './api-certificate-machine';
import {
  API_CERTIFICATE_ASSUMED_VALIDITY_DAYS,
  allowedApiCertificateActions,
  apiCertificateDisplayStatus,
  deleteApiCertificate,
  renewApiCertificate,
  requestApiCertificate,
} from './api-certificate-machine';

const day = 86_400_000;
const now = Date.UTC(2026, 5, 1);
const none: ApiCertificate = { status: 'none' };
const active = (expiresAtMs: number): ApiCertificate => ({
  status: 'active',
  appliedAtMs: now - 100 * day,
  expiresAtMs,
});
const invalid = (from: string, event: string) => ({
  ok: false,
  error: { code: 'API_CERTIFICATE.INVALID_TRANSITION', params: { from, event } },
});

describe('API certificate', () => {
  it('is requested from none, valid for the days passed in', () => {
    expect(requestApiCertificate(none, now, 365)).toEqual({
      ok: true,
      value: { status: 'active', appliedAtMs: now, expiresAtMs: now + 365 * day },
    });
    expect(requestApiCertificate(active(now + day), now, 365)).toEqual(
      invalid('active', 'request'),
    );
  });

  it.each([
    [now + 10 * day, now + 40 * day], // still valid: extended from its expiry
    [now, now + 30 * day], // expiring now: from now
    [now - 10 * day, now + 30 * day], // expired: from now, no backdated days
  ])('renewing a certificate that expires at %i sets %i', (expiresAtMs, renewed) => {
    expect(renewApiCertificate(active(expiresAtMs), now, 30)).toEqual({
      ok: true,
      value: { ...active(expiresAtMs), expiresAtMs: renewed },
    });
  });

  it('cannot renew or delete what does not exist; delete returns to none', () => {
    expect(renewApiCertificate(none, now, 30)).toEqual(invalid('none', 'renew'));
    expect(deleteApiCertificate(none)).toEqual(invalid('none', 'delete'));
    expect(deleteApiCertificate(active(now))).toEqual({ ok: true, value: none });
  });

  it.each([
    [none, 'none', ['request']],
    [active(now + 1), 'active', ['renew', 'delete']],
    [active(now), 'expired', ['renew', 'delete']], // the expiry instant itself is expired
    [active(now - 1), 'expired', ['renew', 'delete']],
  ] as const)('%o shows as %s, offering %o', (certificate, status, actions) => {
    expect(apiCertificateDisplayStatus(certificate, now)).toBe(status);
    expect(allowedApiCertificateActions(status)).toEqual(actions);
  });

  it('assumes a one-year term, as a named value', () => {
    expect(API_CERTIFICATE_ASSUMED_VALIDITY_DAYS).toBe(365);
  });

  it('after a renewal the certificate is active for at least the validity, and never expires earlier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 1, max: 730 }),
        (offsetDays, validityDays) => {
          const before = active(now + offsetDays * day);
          const renewed = renewApiCertificate(before, now, validityDays);
          if (!renewed.ok || renewed.value.status !== 'active')
            throw new Error('unexpected failure');
          expect(renewed.value.expiresAtMs - now).toBeGreaterThanOrEqual(validityDays * day);
          expect(renewed.value.expiresAtMs).toBeGreaterThan(
            before.status === 'active' ? before.expiresAtMs : 0,
          );
          expect(apiCertificateDisplayStatus(renewed.value, now)).toBe('active');
        },
      ),
    );
  });
});
