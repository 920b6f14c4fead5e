import { readFileSync } from 'node:fs';
import { ALL_ENDPOINTS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, serialiseOpenApi } from './openapi';

const committed = new URL('../../../docs/api/openapi.json', import.meta.url);

describe('docs/api/openapi.json', () => {
  it('is exactly what the server generates (run `npm run openapi` in apps/server after a change)', async () => {
    const generated = serialiseOpenApi(await generateOpenApi());
    expect(readFileSync(committed, 'utf8')).toBe(generated);
  });

  it('documents every endpoint of the contract with its method', async () => {
    const doc = (await generateOpenApi()) as { paths: Record<string, Record<string, unknown>> };
    for (const endpoint of ALL_ENDPOINTS)
      expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()], endpoint.id).toBeDefined();
    // ...and nothing besides: every API route of the server comes from the contract.
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort());
  });
});
