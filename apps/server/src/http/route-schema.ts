import type { EndpointSpec } from '@portal/contract';

/**
 * The Fastify route schema of an endpoint: the request schema where its fields travel (Fastify
 * validates it; the OpenAPI document is generated from it) plus the documentation of the call.
 * A multipart body is streamed by the handler, so its schema is documented only (app.ts adds it).
 */
export function routeSchema(spec: EndpointSpec & { readonly id: string }) {
  const tokenHeaders =
    spec.access === 'public'
      ? undefined
      : spec.access === 'operator'
        ? { type: 'object', properties: { 'x-operator-key': { type: 'string' } } }
        : {
            type: 'object',
            properties: { token: { type: 'string' }, sessionId: { type: 'string' } },
          };
  return {
    operationId: spec.id.replace('.', '_'),
    tags: [spec.area],
    summary: spec.summary,
    description: [
      `Access: ${spec.access}.`,
      spec.alertOnError ? '' : 'The client does not alert errors of this call automatically.',
      spec.namedBySpec ? 'Path named by the spec.' : 'Path designed by this product.',
    ]
      .filter((line) => line !== '')
      .join(' '),
    ...(spec.input === 'multipart'
      ? { consumes: ['multipart/form-data'] }
      : spec.input === 'query'
        ? { querystring: spec.request }
        : { body: spec.request, consumes: ['application/x-www-form-urlencoded'] }),
    ...(tokenHeaders ? { headers: tokenHeaders } : {}),
    ...(spec.access === 'public'
      ? {}
      : { security: [{ [spec.access === 'operator' ? 'operatorKey' : 'token']: [] as string[] }] }),
  };
}
