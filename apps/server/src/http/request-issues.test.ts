import { Type } from 'typebox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formInput, issuesFromSchemaErrors, nulIssues } from './request-issues';

describe('issuesFromSchemaErrors', () => {
  it.each([
    [
      { keyword: 'required', instancePath: '', params: { missingProperty: 'sku' } },
      { field: 'sku', code: 'VALIDATION.REQUIRED' },
    ],
    [
      { keyword: 'type', instancePath: '/id', params: { type: 'integer' } },
      { field: 'id', code: 'SERVER.INVALID_FIELD', params: { field: 'id' } },
    ],
    [
      { keyword: 'minimum', instancePath: '/lines/0/quantity', params: {} },
      {
        field: 'lines.0.quantity',
        code: 'SERVER.INVALID_FIELD',
        params: { field: 'lines.0.quantity' },
      },
    ],
    [
      { keyword: 'maximum', instancePath: '/page_size', params: {} },
      { field: 'page_size', code: 'SERVER.PAGE_SIZE_RANGE', params: { max: 100 } },
    ],
  ])('%j -> %j', (error, issue) => {
    expect(issuesFromSchemaErrors([error])).toEqual([issue]);
  });

  it('reports one issue per field', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            keyword: fc.constantFrom('type', 'anyOf', 'const'),
            field: fc.constantFrom('a', 'b'),
          }),
        ),
        (errors) => {
          const issues = issuesFromSchemaErrors(
            errors.map((e) => ({ keyword: e.keyword, instancePath: `/${e.field}`, params: {} })),
          );
          expect(issues.map((i) => i.field)).toEqual([...new Set(errors.map((e) => e.field))]);
        },
      ),
    );
  });
});

describe('formInput', () => {
  const request = Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
  });

  it('merges query and body (the body wins) and drops blank non-text fields', () => {
    expect(formInput(request, { id: '', name: 'q', kind: '' }, { name: '' })).toEqual({
      name: '',
    });
    expect(formInput(request, { id: '3' }, { id: '4', kind: 'a' })).toEqual({ id: '4', kind: 'a' });
  });

  it.each([
    ['[{"line_id":1}]', [{ line_id: 1 }]],
    [[{ line_id: 2 }], [{ line_id: 2 }]],
    ['not json', 'not json'],
    ['{"line_id":1}', { line_id: 1 }],
  ])(
    'decodes a list field sent as JSON text %j (text that is not JSON stays text)',
    (sent, seen) => {
      const lists = Type.Object({ lines: Type.Array(Type.Object({ line_id: Type.Integer() })) });
      expect(formInput(lists, {}, { lines: sent })).toEqual({ lines: seen });
    },
  );

  it('refuses text holding NUL, which PostgreSQL cannot store', () => {
    expect(nulIssues({ name: 'a\u0000b', id: 3 }).map((i) => i.field)).toEqual(['name']);
  });
});
