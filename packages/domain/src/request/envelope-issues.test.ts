import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeIssues } from './envelope-issues';

const refused = (data: unknown) => ({ code: '400', ask: 0, msg: 'Refused', alert: '', data });

describe('envelopeIssues', () => {
  it.each([
    ['no data', refused(null), []],
    ['data without issues', refused({}), []],
    ['issues not a list', refused({ issues: 'sku' }), []],
    ['not an envelope', 'Bad Gateway', []],
    [
      'one issue with params',
      refused({ issues: [{ field: 'sku', code: 'PRODUCT.SKU_TAKEN', params: { sku: 'MUG' } }] }),
      [{ field: 'sku', code: 'PRODUCT.SKU_TAKEN', params: { sku: 'MUG' } }],
    ],
    [
      'a nested field, no params',
      refused({ issues: [{ field: 'lines.0.quantity', code: 'VALIDATION.REQUIRED' }] }),
      [{ field: 'lines.0.quantity', code: 'VALIDATION.REQUIRED' }],
    ],
    [
      'malformed entries dropped, params of the wrong shape dropped',
      refused({
        issues: [
          { code: 'X' },
          { field: 'a', code: '' },
          7,
          { field: 'b', code: 'VALIDATION.REQUIRED', params: { nested: {} } },
        ],
      }),
      [{ field: 'b', code: 'VALIDATION.REQUIRED' }],
    ],
  ])('%s', (_name, body, expected) => {
    expect(envelopeIssues(body)).toEqual(expected);
  });

  it('keeps every well-formed issue, in order (property)', () => {
    const issue = fc.record({
      field: fc.string({ minLength: 1 }),
      code: fc.string({ minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(issue), (issues) => {
        expect(envelopeIssues(refused({ issues }))).toEqual(issues);
      }),
    );
  });
});
