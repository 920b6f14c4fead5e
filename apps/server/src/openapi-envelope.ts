import type { EndpointSpec } from '@portal/contract';
import { ALL_ENDPOINTS } from '@portal/contract';
import type { TSchema } from 'typebox';

const ISSUES_SCHEMA = {
  type: 'object',
  description: 'With code 400: the refused fields, each shown beside its field',
  required: ['issues'],
  properties: {
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code'],
        properties: {
          field: { type: 'string', description: 'the request field, dotted when nested' },
          code: { type: 'string', description: 'a message code such as VALIDATION.REQUIRED' },
          params: { type: 'object', additionalProperties: true },
        },
      },
    },
  },
} as const;

/**
 * The envelope every documented operation answers: `data` is the endpoint's response schema on
 * success, `{ issues }` on a refused input, null on other failures.
 */
export const envelopeSchema = (data: TSchema | undefined) => ({
  description: 'The envelope',
  type: 'object',
  required: ['code', 'ask', 'msg', 'alert', 'data'],
  properties: {
    code: {
      type: 'string',
      description: "'200' on success; 400, 401, 403, 404, 409, 413, 415, 429, 500",
    },
    ask: { type: 'boolean' },
    msg: {
      description: 'text in the request language, or a list of texts',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    alert: { type: 'string' },
    data: { anyOf: [data ?? {}, ISSUES_SCHEMA, { type: 'null' }] },
  },
});

const byRoute = new Map(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]));

/** The contract endpoint registered at a method and path, for the document's transform. */
export const endpointAt = (method: string, url: string): EndpointSpec | undefined =>
  byRoute.get(`${method} ${url}`);
