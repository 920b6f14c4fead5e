import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SignedParts } from './signature';
import { EMPTY_BODY_SHA256, SIGNATURE_WINDOW_SECONDS, canonicalRequest, checkFreshness } from './signature';

const parts: SignedParts = {
  method: 'get',
  pathWithQuery: '/open-api/v1/orders/list?page=2',
  timestamp: '1767225600',
  nonce: 'abcdefghijklmnop',
  bodySha256: EMPTY_BODY_SHA256.toUpperCase(),
};

describe('canonicalRequest', () => {
  it('is the scheme, the method upper-case, the path and query as sent, the time, the nonce and the body hash lower-case', () => {
    expect(canonicalRequest(parts)).toBe(
      [
        'PORTAL-HMAC-SHA256',
        'GET',
        '/open-api/v1/orders/list?page=2',
        '1767225600',
        'abcdefghijklmnop',
        EMPTY_BODY_SHA256,
      ].join('\n'),
    );
  });

  it('differs whenever a signed part differs (no two requests share a string)', () => {
    const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes('\n'));
    fc.assert(
      fc.property(
        fc.constantFrom<keyof SignedParts>('method', 'pathWithQuery', 'timestamp', 'nonce', 'bodySha256'),
        text,
        (field, value) => {
          const changed = { ...parts, [field]: value };
          const same =
            field === 'method' || field === 'bodySha256'
              ? value.toUpperCase() === parts[field].toUpperCase()
              : value === parts[field];
          if (!same) expect(canonicalRequest(changed)).not.toBe(canonicalRequest(parts));
        },
      ),
    );
  });
});

describe('checkFreshness', () => {
  const now = 1_767_225_600_000;
  const nonce = 'abcdefghijklmnop';
  it.each<[string, string, string | number]>([
    ['1767225600', nonce, now],
    [String(1_767_225_600 - SIGNATURE_WINDOW_SECONDS), nonce, now - SIGNATURE_WINDOW_SECONDS * 1000],
    [String(1_767_225_600 + SIGNATURE_WINDOW_SECONDS), nonce, now + SIGNATURE_WINDOW_SECONDS * 1000],
    [String(1_767_225_600 - SIGNATURE_WINDOW_SECONDS - 1), nonce, 'DEVELOPER.SIGNATURE_STALE'],
    [String(1_767_225_600 + SIGNATURE_WINDOW_SECONDS + 1), nonce, 'DEVELOPER.SIGNATURE_STALE'],
    ['1767225600.5', nonce, 'DEVELOPER.SIGNATURE_STALE'],
    ['-1', nonce, 'DEVELOPER.SIGNATURE_STALE'],
    ['', nonce, 'DEVELOPER.SIGNATURE_HEADERS_MISSING'],
    ['1767225600', '', 'DEVELOPER.SIGNATURE_HEADERS_MISSING'],
    ['1767225600', 'short', 'DEVELOPER.SIGNATURE_NONCE_INVALID'],
    ['1767225600', 'has spaces in it, sixteen+', 'DEVELOPER.SIGNATURE_NONCE_INVALID'],
    ['1767225600', 'x'.repeat(65), 'DEVELOPER.SIGNATURE_NONCE_INVALID'],
  ])('%j with nonce %j → %j', (timestamp, n, expected) => {
    const checked = checkFreshness(timestamp, n, now);
    expect(checked.ok ? checked.value : checked.error.code).toBe(expected);
  });

  it('accepts exactly the timestamps within the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (offsetSeconds) => {
        const checked = checkFreshness(String(1_767_225_600 + offsetSeconds), nonce, now);
        expect(checked.ok).toBe(Math.abs(offsetSeconds) <= SIGNATURE_WINDOW_SECONDS);
      }),
    );
  });
});
