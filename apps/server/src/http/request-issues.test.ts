import { Type } from 'typebox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formInput,
  issuesFromSchemaErrors,
  nonFiniteIssues,
  nulIssues,
  requestFieldIssues,
} from './request-issues';

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

describe('nonFiniteIssues', () => {
  const issue = (field: string) => ({
    field,
    code: 'SERVER.NUMBER_NOT_FINITE',
    params: { field },
  });
  it.each<[Record<string, unknown>, string[]]>([
    [{ page: Number.POSITIVE_INFINITY }, ['page']],
    [{ page: Number.NEGATIVE_INFINITY, id: 3 }, ['page']],
    [{ amount: Number.NaN }, ['amount']],
    [
      { lines: [{ quantity: 1 }, { quantity: JSON.parse('1e309') as number }] },
      ['lines.1.quantity'],
    ],
    [{ page: 1, page_size: 20, id: 2_147_483_647, text: 'Infinity' }, []],
    [{ nested: { deep: [0, -0, Number.MAX_VALUE] } }, []],
  ])('%# %j', (input, fields) => expect(nonFiniteIssues(input)).toEqual(fields.map(issue)));

  it('refuses exactly the values that are numbers but not finite, whatever the nesting', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z]{1,5}$/),
          fc.oneof(fc.double(), fc.array(fc.double())),
        ),
        (input) => {
          const fields = nonFiniteIssues(input).map((i) => i.field);
          for (const [name, value] of Object.entries(input)) {
            const values = Array.isArray(value) ? value : [value];
            values.forEach((number, index) => {
              const path = Array.isArray(value) ? `${name}.${index}` : name;
              expect(fields.includes(path)).toBe(!Number.isFinite(number));
            });
          }
        },
      ),
    );
  });
});

describe('requestFieldIssues', () => {
  it('names a field once, the schema first, then NUL text and non-finite numbers', () => {
    const errors = [{ keyword: 'maximum', instancePath: '/page', params: {} }];
    expect(
      requestFieldIssues(errors, {
        page: Number.POSITIVE_INFINITY,
        page_size: Number.NEGATIVE_INFINITY,
        name: 'a\u0000b',
      }),
    ).toEqual([
      { field: 'page', code: 'SERVER.INVALID_FIELD', params: { field: 'page' } },
      { field: 'name', code: 'SERVER.INVALID_FIELD', params: { field: 'name' } },
      { field: 'page_size', code: 'SERVER.NUMBER_NOT_FINITE', params: { field: 'page_size' } },
    ]);
  });
});
