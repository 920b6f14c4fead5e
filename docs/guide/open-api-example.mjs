#!/usr/bin/env node
// Calls the merchant portal's open API with an API certificate, the way an integrator's system
// does (ADR 0050). Node 20 or later, no packages:
//
//   PORTAL_URL=http://localhost:8080 PORTAL_TOKEN=pc_... PORTAL_KEY=... \
//     node docs/guide/open-api-example.mjs GET '/open-api/v1/orders/list?page=1&page_size=20'
//   ... node docs/guide/open-api-example.mjs POST /open-api/v1/orders/create '{"warehouse_id":1,...}'
//
// It prints the answer's envelope as JSON and exits 0 when its code is '200', 1 otherwise.
// The signature: lower-case hex HMAC-SHA256, keyed by the certificate key, of six lines joined by
// "\n": PORTAL-HMAC-SHA256, the method, the path with its query exactly as sent, the timestamp
// (Unix seconds), the nonce (16-64 of A-Z a-z 0-9 - _, never reused) and the hex SHA-256 of the
// raw body (of nothing for a GET).
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The four headers of a signed call. */
export function signedHeaders({ token, key, method, pathWithQuery, body = '', now = new Date() }) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('base64url');
  const canonical = [
    'PORTAL-HMAC-SHA256',
    method.toUpperCase(),
    pathWithQuery,
    timestamp,
    nonce,
    createHash('sha256').update(body).digest('hex'),
  ].join('\n');
  return {
    'x-portal-token': token,
    'x-portal-timestamp': timestamp,
    'x-portal-nonce': nonce,
    'x-portal-signature': createHmac('sha256', key).update(canonical).digest('hex'),
  };
}

/** One signed call; answers the HTTP status, the Retry-After header and the envelope. */
export async function callOpenApi({ baseUrl, token, key, method, pathWithQuery, body, language = 'en' }) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(new URL(pathWithQuery, baseUrl), {
    method,
    headers: {
      ...signedHeaders({ token, key, method, pathWithQuery, body: text }),
      language,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: text } : {}),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    envelope: await response.json(),
  };
}

const isMain = import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const [method = 'GET', pathWithQuery = '/open-api/v1/orders/list?page=1&page_size=20', body] =
    process.argv.slice(2);
  const { PORTAL_URL = 'http://localhost:8080', PORTAL_TOKEN, PORTAL_KEY } = process.env;
  if (!PORTAL_TOKEN || !PORTAL_KEY) {
    process.stderr.write('Set PORTAL_TOKEN and PORTAL_KEY (the certificate token and key).\n');
    process.exit(2);
  }
  const answer = await callOpenApi({
    baseUrl: PORTAL_URL,
    token: PORTAL_TOKEN,
    key: PORTAL_KEY,
    method: method.toUpperCase(),
    pathWithQuery,
    body,
  });
  process.stdout.write(`${JSON.stringify(answer.envelope, null, 2)}\n`);
  if (answer.status === 429) process.stderr.write(`Retry after ${answer.retryAfter} s\n`);
  process.exit(answer.envelope.code === '200' ? 0 : 1);
}
