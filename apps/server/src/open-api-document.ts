import type { OpenApiRoute } from '@portal/contract';
import { ALL_OPEN_API_ROUTES, OPEN_API_HEADERS, OPEN_API_PREFIX, endpointById } from '@portal/contract';
import type { EndpointId } from '@portal/contract';
import { OPEN_API_RATE_LIMIT, SIGNATURE_WINDOW_SECONDS, canonicalRequest } from '@portal/domain';
import type { TObject, TSchema } from 'typebox';
import { envelopeSchema } from './openapi-envelope';

/**
 * The open API's own OpenAPI document (`docs/api/open-api.json`, ADR 0050), generated from the
 * contract's `OPEN_API_ROUTES` and the schemas of the merchant endpoints they serve, so it cannot
 * drift from what the server validates. `src/open-api-document.test.ts` keeps the file fresh.
 */

const EXAMPLE_ORDER = {
  warehouse_id: 1,
  reference_no: 'ERP-10001',
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Emma',
  last_name: 'Smith',
  phone: '2125550123',
  email: 'emma@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  lines: [{ sku: 'MUG-01', quantity: 2, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' }],
  save_as: 'pending_submit',
};

/** Request examples where a body is worth showing. */
const EXAMPLES: Readonly<Record<string, unknown>> = {
  'order.create': EXAMPLE_ORDER,
  'order.submit': { id: 42 },
  'order.cancel': { id: 42, reason: 'other' },
};

const SIGNING = [
  'Every call is signed with an API certificate (Settings > Developer > API certificates).',
  `Send ${OPEN_API_HEADERS.token} (the certificate token), ${OPEN_API_HEADERS.timestamp} (Unix seconds,`,
  `within ${SIGNATURE_WINDOW_SECONDS} s of the server clock), ${OPEN_API_HEADERS.nonce} (16-64 characters`,
  `of A-Z a-z 0-9 - _, never reused) and ${OPEN_API_HEADERS.signature}: the lower-case hex HMAC-SHA256,`,
  'keyed by the certificate key, of these six lines joined by a newline:',
  JSON.stringify(
    canonicalRequest({
      method: 'GET',
      pathWithQuery: `${OPEN_API_PREFIX}/orders/list?page=1&page_size=20`,
      timestamp: '1767225600',
      nonce: 'b1946ac92492d2347c6235b4d2611184',
      bodySha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    }),
  ),
  '(the scheme name, the method, the path with its query exactly as sent, the timestamp, the nonce,',
  'and the hex SHA-256 of the raw body, of nothing for a GET). POST bodies are JSON objects.',
  `Each certificate may make ${OPEN_API_RATE_LIMIT.max} calls a minute; more are answered 429 with Retry-After.`,
  'Every answer is the envelope { code, ask, msg, alert, data }; send language: zh for Chinese texts.',
  'Example client: docs/guide/open-api-example.mjs.',
].join(' ');

const queryParameters = (request: TObject) =>
  Object.entries(request.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (request.required ?? []).includes(name),
    schema: schema as TSchema,
  }));

function operation(route: OpenApiRoute) {
  const served = endpointById(route.serves as EndpointId) as unknown as {
    readonly summary: string;
    readonly request: TObject;
    readonly response: TSchema;
  };
  const example = EXAMPLES[route.serves];
  return {
    operationId: route.path.slice(OPEN_API_PREFIX.length + 1).replace(/\//g, '_'),
    summary: served.summary,
    tags: [route.area],
    description: `Scope: ${route.area}:${route.level} (write covers read). Serves the portal's ${route.serves}.`,
    security: [{ portalSignature: [] as string[] }],
    ...(route.method === 'GET'
      ? { parameters: queryParameters(served.request) }
      : {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: served.request,
                ...(example === undefined ? {} : { example }),
              },
            },
          },
        }),
    responses: {
      200: {
        description: 'The envelope: code 200 with the data, or a refusal (400 with data.issues, 401 unsigned or wrong signature, expired or unknown certificate, 403 outside the scopes, 404, 409)',
        content: { 'application/json': { schema: envelopeSchema(served.response) } },
      },
      429: {
        description: 'Over the certificate\'s calls per minute; Retry-After says when to try again',
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
      },
    },
  };
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ALL_OPEN_API_ROUTES)
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  return {
    openapi: '3.1.0',
    info: { title: 'Merchant portal open API', version: '1', description: SIGNING },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        portalSignature: {
          type: 'apiKey',
          in: 'header',
          name: OPEN_API_HEADERS.token,
          description: `With ${OPEN_API_HEADERS.timestamp}, ${OPEN_API_HEADERS.nonce} and ${OPEN_API_HEADERS.signature}: see the description above`,
        },
      },
    },
    paths,
  };
}
