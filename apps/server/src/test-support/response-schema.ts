import type { EndpointSpec } from '@portal/contract';
import { ALL_ENDPOINTS } from '@portal/contract';
import { Value } from 'typebox/value';

const byRoute = new Map(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]));

/**
 * Throws when a success answer's data does not match its endpoint's response schema (the
 * contract), naming the first mismatches; other answers and unknown paths pass through.
 */
export function expectAnswerMatches(
  method: string,
  path: string,
  body: { readonly code?: unknown; readonly data?: unknown },
): void {
  if (body.code !== '200') return;
  const endpoint: EndpointSpec | undefined = byRoute.get(`${method} ${path.split('?')[0]}`);
  if (endpoint === undefined) return;
  if (Value.Check(endpoint.response, body.data)) return;
  const errors = [...Value.Errors(endpoint.response, body.data)]
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`);
  throw new Error(
    `${method} ${path} answered data that does not match its response schema: ${errors.join('; ')}`,
  );
}
