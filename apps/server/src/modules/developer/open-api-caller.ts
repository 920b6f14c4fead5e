import { API_CODES, OPEN_API_HEADERS } from '@portal/contract';
import type { Scopes } from '@portal/domain';
import {
  SIGNATURE_WINDOW_SECONDS,
  canonicalRequest,
  apiCertificateDisplayStatus,
  checkFreshness,
  message,
  parseScopes,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiFailure } from '../../envelope';
import type { Deps } from '../../http/context';
import { hmacHex, openSecret, requireSecretsKey, sha256Hex } from '../../security/sealed-secrets';
import { secretsEqual } from '../../security/tokens';
import { certificateByToken, claimNonce } from './repository';

/** The certificate behind a signed call, once everything about it checked out. */
export interface OpenApiCaller {
  readonly certificateId: number;
  readonly customerId: number;
  readonly token: string;
  readonly scopes: Scopes;
}

/** Why a call was refused, for the log: `outcome` is what the merchant reads in the call list. */
export interface CallRefusal {
  readonly failure: ApiFailure;
  readonly outcome: 'unknown_certificate' | 'expired' | 'signature' | 'replay';
  /** Set when the certificate is known: the refusal is logged for its merchant. */
  readonly certificate?: { readonly id: number; readonly customerId: number };
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

const refusal = (
  outcome: CallRefusal['outcome'],
  text: string,
  certificate?: CallRefusal['certificate'],
  params?: Record<string, string | number>,
): CallRefusal => ({
  failure: { code: API_CODES.unauthenticated, messages: [message(text, params)] },
  outcome,
  ...(certificate ? { certificate } : {}),
});

/**
 * Authenticates a signed open API request (ADR 0050): the token names a live certificate, the
 * timestamp is within the window, the HMAC-SHA256 of the canonical request under the
 * certificate's key matches, and the nonce was not used before by this certificate. The nonce is
 * recorded only after the signature matched, so nobody but the key holder can burn nonces.
 */
export async function authenticateCall(
  deps: Deps,
  request: FastifyRequest,
  rawBody: string,
): Promise<{ ok: true; caller: OpenApiCaller } | { ok: false; refusal: CallRefusal }> {
  const token = header(request, OPEN_API_HEADERS.token);
  const certificate = token === '' ? undefined : await certificateByToken(deps.db, token);
  if (certificate === undefined || certificate.deleted_at !== null)
    return { ok: false, refusal: refusal('unknown_certificate', 'SERVER.OPEN_API_TOKEN_UNKNOWN') };
  const known = { id: certificate.id, customerId: certificate.customer_id };
  const now = deps.now();
  const stored = {
    status: 'active',
    appliedAtMs: 0,
    expiresAtMs: new Date(certificate.expires_at).getTime(),
  } as const;
  if (apiCertificateDisplayStatus(stored, now.getTime()) === 'expired')
    return { ok: false, refusal: refusal('expired', 'SERVER.OPEN_API_CERTIFICATE_EXPIRED', known) };
  const timestamp = header(request, OPEN_API_HEADERS.timestamp);
  const nonce = header(request, OPEN_API_HEADERS.nonce);
  const fresh = checkFreshness(timestamp, nonce, now.getTime());
  if (!fresh.ok)
    return {
      ok: false,
      refusal: {
        failure: { code: API_CODES.unauthenticated, messages: [fresh.error] },
        outcome: 'signature',
        certificate: known,
      },
    };
  const key = openSecret(certificate.key_sealed, requireSecretsKey(deps.config.secretsKey));
  const expected = hmacHex(
    key,
    canonicalRequest({
      method: request.method,
      pathWithQuery: request.url,
      timestamp,
      nonce,
      bodySha256: sha256Hex(rawBody),
    }),
  );
  if (!secretsEqual(header(request, OPEN_API_HEADERS.signature).toLowerCase(), expected))
    return { ok: false, refusal: refusal('signature', 'SERVER.OPEN_API_SIGNATURE_INVALID', known) };
  const forgetBefore = new Date(now.getTime() - 2 * SIGNATURE_WINDOW_SECONDS * 1000);
  if (!(await claimNonce(deps.db, certificate.id, nonce, now, forgetBefore)))
    return { ok: false, refusal: refusal('replay', 'SERVER.OPEN_API_NONCE_REUSED', known) };
  const scopes = parseScopes(certificate.scopes);
  return {
    ok: true,
    caller: {
      certificateId: certificate.id,
      customerId: certificate.customer_id,
      token: certificate.token,
      scopes: scopes.ok ? scopes.value : {},
    },
  };
}
