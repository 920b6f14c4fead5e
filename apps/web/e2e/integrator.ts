import type { APIRequestContext, APIResponse } from '@playwright/test';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// What a merchant's own system does, from Node, as docs/guide/integrators.md tells it: sign an
// open API request with the certificate's key, check a webhook delivery's signature, and (for the
// two-factor journey) compute the authenticator app's code from the secret shown.

/** A certificate as an integrator keeps it: the token shown in the list and the key shown once. */
export interface Certificate {
  readonly token: string;
  readonly key: string;
}

/**
 * Calls the open API with a signed request: HMAC-SHA256 with the key over the canonical request
 * (scheme, METHOD, path with query, timestamp, nonce, SHA-256 of the raw body), lower-case hex.
 */
export async function openApiCall(
  request: APIRequestContext,
  certificate: Certificate,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body?: Record<string, unknown>,
): Promise<APIResponse> {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodySha256 = createHash('sha256').update(raw).digest('hex');
  // written out as the guide shows it, not taken from the portal's code: the test checks the guide
  const canonical = [
    'PORTAL-HMAC-SHA256',
    method,
    pathWithQuery,
    timestamp,
    nonce,
    bodySha256,
  ].join('\n');
  const signature = createHmac('sha256', certificate.key).update(canonical).digest('hex');
  const headers = {
    'x-portal-token': certificate.token,
    'x-portal-timestamp': timestamp,
    'x-portal-nonce': nonce,
    'x-portal-signature': signature,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return method === 'GET'
    ? request.get(pathWithQuery, { headers })
    : request.post(pathWithQuery, { headers, data: raw });
}

/** One request the receiver got. */
export interface Delivery {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A webhook receiver on a free local port that answers 200 and keeps what it got. */
export async function startReceiver(): Promise<{
  url: string;
  deliveries: Delivery[];
  close: () => Promise<void>;
}> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portal-hook`,
    deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether a delivery is the portal's: `X-Portal-Signature: t=<unix seconds>,v1=<hex>` where hex is
 * HMAC-SHA256 with the webhook's secret of `<t>.<raw body>`.
 */
export function signedBy(delivery: Delivery, secret: string): boolean {
  const header = String(delivery.headers['x-portal-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = parts['t'];
  const v1 = parts['v1'];
  if (t === undefined || v1 === undefined) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex');
  return expected === v1;
}

/** RFC 4648 base32 (the authenticator key) to bytes; spaces and padding ignored. */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 30-second step a moment falls in. */
export const totpStep = (atMs: number = Date.now()): number => Math.floor(atMs / 1000 / 30);

/** The 6-digit TOTP code (RFC 6238, SHA-1, 30 s) of a base32 secret at a step. */
export function totp(secret: string, step: number = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
