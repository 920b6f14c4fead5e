import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ResponseEnvelope } from '@portal/contract';
import { OPEN_API_HEADERS } from '@portal/contract';
import { canonicalRequest } from '@portal/domain';
import type { TestApp } from './test-app';

/** A certificate as the tests hold it: its token and the key shown once. */
export interface TestCertificate {
  readonly id: number;
  readonly token: string;
  readonly key: string;
}

/** The signed headers of a call, as an integrator computes them (ADR 0050). */
export function signedHeaders(
  certificate: TestCertificate,
  call: { method: string; pathWithQuery: string; body: string; at: Date; nonce?: string },
): Record<string, string> {
  const timestamp = String(Math.floor(call.at.getTime() / 1000));
  const nonce = call.nonce ?? randomBytes(16).toString('base64url');
  const canonical = canonicalRequest({
    method: call.method,
    pathWithQuery: call.pathWithQuery,
    timestamp,
    nonce,
    bodySha256: createHash('sha256').update(call.body).digest('hex'),
  });
  return {
    [OPEN_API_HEADERS.token]: certificate.token,
    [OPEN_API_HEADERS.timestamp]: timestamp,
    [OPEN_API_HEADERS.nonce]: nonce,
    [OPEN_API_HEADERS.signature]: createHmac('sha256', certificate.key).update(canonical).digest('hex'),
  };
}

export interface OpenApiReply<T> {
  readonly status: number;
  readonly body: ResponseEnvelope<T>;
  readonly headers: Record<string, unknown>;
}

/**
 * One signed open API call through the test app: GET fields in the query, POST fields as JSON.
 * `tamper` changes the signed headers before sending (wrong signature, stale time, reused nonce).
 */
export async function openApiCall<T = unknown>(
  t: TestApp,
  certificate: TestCertificate,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, unknown> = {},
  options: { at?: Date; nonce?: string; tamper?: (headers: Record<string, string>) => void } = {},
): Promise<OpenApiReply<T>> {
  const query =
    method === 'GET'
      ? new URLSearchParams(
          Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString()
      : '';
  const pathWithQuery = query === '' ? path : `${path}?${query}`;
  const body = method === 'POST' ? JSON.stringify(fields) : '';
  const headers = signedHeaders(certificate, {
    method,
    pathWithQuery,
    body,
    at: options.at ?? t.clock.now(),
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
  });
  options.tamper?.(headers);
  const response = await t.app.inject({
    method,
    url: pathWithQuery,
    headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(method === 'POST' ? { payload: body } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<ResponseEnvelope<T>>(),
    headers: response.headers,
  };
}

/** Requests a certificate through the merchant API with the demo password. */
export async function requestTestCertificate(
  t: TestApp,
  session: { token: string },
  scopes: string,
  password = 'Demo1234',
): Promise<TestCertificate> {
  const reply = await t.post<{ certificate: { id: number; token: string }; key: string }>(
    '/merchant/api-developer/certificate-create',
    { password, scopes },
    session,
  );
  if (reply.body.code !== '200') throw new Error(`certificate refused: ${JSON.stringify(reply.body)}`);
  return {
    id: reply.body.data.certificate.id,
    token: reply.body.data.certificate.token,
    key: reply.body.data.key,
  };
}
