import { readFileSync } from 'node:fs';
import { ALL_OPEN_API_ROUTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { serialiseOpenApi } from './openapi';
import { openApiDocument } from './open-api-document';

const committed = new URL('../../../docs/api/open-api.json', import.meta.url);

describe('docs/api/open-api.json', () => {
  it('is exactly what the server generates (run `npm run openapi` in apps/server after a change)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(serialiseOpenApi(openApiDocument()));
  });

  it('documents every open API route, and only those', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ALL_OPEN_API_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });
});
