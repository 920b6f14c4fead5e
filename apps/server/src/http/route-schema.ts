import type { EndpointSpec, FieldSpec } from '@portal/contract';

const jsonType = (field: FieldSpec) =>
  field.kind === 'integer'
    ? { type: 'integer' }
    : field.kind === 'boolean'
      ? { type: 'boolean' }
      : field.kind === 'file'
        ? { type: 'string', format: 'binary' }
        : { type: 'string' };

/**
 * The request part of the OpenAPI description of an endpoint. Validation itself is the domain's
 * (the app installs a pass-through validator), so the schema documents and never rejects.
 */
export function routeSchema(spec: EndpointSpec & { readonly id: string }) {
  const properties = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => [
      name,
      field.description === undefined
        ? jsonType(field)
        : { ...jsonType(field), description: field.description },
    ]),
  );
  const required = Object.entries(spec.fields)
    .filter(([, field]) => field.required)
    .map(([name]) => name);
  const object = {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
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
      `Response data: ${spec.data}.`,
      spec.alertOnError ? '' : 'The client does not alert errors of this call automatically.',
      spec.namedBySpec ? 'Path named by the spec.' : 'Path designed by this product.',
    ]
      .filter((line) => line !== '')
      .join(' '),
    ...(spec.input === 'query' ? { querystring: object } : { body: object }),
    ...(spec.input === 'multipart'
      ? { consumes: ['multipart/form-data'] }
      : spec.input === 'body'
        ? { consumes: ['application/x-www-form-urlencoded'] }
        : {}),
    ...(tokenHeaders ? { headers: tokenHeaders } : {}),
    ...(spec.access === 'public'
      ? {}
      : { security: [{ [spec.access === 'operator' ? 'operatorKey' : 'token']: [] as string[] }] }),
  };
}
