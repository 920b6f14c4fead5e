import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsnFormFields } from './asn-form';
import { validateAsnForm } from './asn-form';
import { COMPLETENESS_CODES, draftIssues, draftRule } from './draft';
import { VALIDATION_MESSAGE_CODES } from './message-codes';

const complete: AsnFormFields = {
  warehouse_id: 1,
  lines: JSON.stringify([{ sku: 'MUG-01', quantity: 10 }]),
  prepacking: 'self',
  delivery_mode: 'carrier',
  tracking_numbers: 'JD0001',
  fba: false,
  fba_address: '',
  level: 'standard',
  air_freight: false,
  boxes: JSON.stringify([
    { sku: 'MUG-01', quantity: '10', weight: '5', length: '1', width: '1', height: '1' },
  ]),
  estimated_freight: '12.50',
  estimated_vat: '',
  estimated_arrival: '2026-12-01',
};
const TEXT_FIELDS = [
  'warehouse_id',
  'prepacking',
  'delivery_mode',
  'tracking_numbers',
  'level',
  'estimated_freight',
  'estimated_arrival',
] as const;

const asnDraft = draftRule(validateAsnForm);
const fieldsOf = (issues: readonly { field: string }[]) => issues.map((issue) => issue.field);

describe('draftRule (issue 10, item 13): a draft checks only the fields given', () => {
  it.each<[string, Partial<AsnFormFields>, string[], string[]]>([
    ['the complete notice', {}, [], []],
    [
      'only a warehouse chosen',
      { lines: '[]', boxes: '[]', tracking_numbers: '', estimated_arrival: '' },
      ['lines', 'tracking_numbers'],
      [],
    ],
    [
      'a line without its quantity yet',
      { lines: '[{"sku":"MUG-01","quantity":""}]', boxes: '[]' },
      ['lines.0.quantity'],
      [],
    ],
    [
      "boxes that do not add up yet (the sum is the submit's rule)",
      { lines: '[{"sku":"MUG-01","quantity":"12"}]' },
      ['lines.0.quantity'],
      [],
    ],
    [
      'a given amount with three decimals is still refused',
      { warehouse_id: '', estimated_freight: '1.234' },
      ['warehouse_id', 'estimated_freight'],
      ['estimated_freight'],
    ],
    [
      'a given tracking number with a space is still refused',
      { tracking_numbers: 'JD 0001' },
      ['tracking_numbers'],
      ['tracking_numbers'],
    ],
    ['a list that cannot be read', { lines: 'not json', boxes: '[]' }, ['lines'], ['lines']],
  ])('%s', (_, change, submitFields, draftFields) => {
    const form = { ...complete, ...change };
    expect(fieldsOf(validateAsnForm(form))).toEqual(expect.arrayContaining(submitFields));
    expect(fieldsOf(asnDraft(form))).toEqual(draftFields);
  });

  it('every completeness code is a code of the catalogue', () => {
    for (const code of COMPLETENESS_CODES) expect(VALIDATION_MESSAGE_CODES).toContain(code);
  });

  it('keeps, in order, exactly the refusals that are not about completeness', () => {
    const issue = fc.record({
      field: fc.constantFrom('sku', 'lines.0.quantity', 'warehouse_id'),
      code: fc.constantFrom(...VALIDATION_MESSAGE_CODES),
    });
    fc.assert(
      fc.property(fc.array(issue, { maxLength: 12 }), (issues) => {
        const kept = draftIssues(issues);
        expect(kept).toEqual(issues.filter((i) => !COMPLETENESS_CODES.has(i.code)));
        expect(draftIssues(kept)).toEqual(kept);
      }),
    );
  });

  it('never refuses a field left blank, and refuses nothing the submit would accept', () => {
    fc.assert(
      fc.property(fc.subarray([...TEXT_FIELDS]), fc.boolean(), (blanked, noLines) => {
        const form: AsnFormFields = {
          ...complete,
          ...Object.fromEntries(blanked.map((field) => [field, ''])),
          ...(noLines ? { lines: '[]', boxes: '[]' } : {}),
        };
        const draft = fieldsOf(asnDraft(form));
        for (const field of blanked) expect(draft).not.toContain(field);
        if (noLines) expect(draft).not.toContain('lines');
        // what the draft refuses, the submit refuses too
        const submit = fieldsOf(validateAsnForm(form));
        for (const field of draft) expect(submit).toContain(field);
      }),
    );
  });
});
