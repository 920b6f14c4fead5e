import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_MACHINE, hasIdentityPassed } from '../account/activation-machine';
import { ASN_MACHINE, ASN_STATUSES } from './asn-machine';
import { PRODUCT_MACHINE } from './product-machine';
import { REVIEW_MACHINE } from './review-machine';
import { RMA_MACHINE } from './rma-machine';
import type { StatusMachine } from './status-machine';
import { checkEditable, parseStatus, statusAfter, statusAfterEdit } from './status-machine';
import { WAREHOUSE_APPLICATION_MACHINE } from './warehouse-application-machine';

const machines: [string, StatusMachine<string, string>][] = [
  ['asn', ASN_MACHINE],
  ['rma', RMA_MACHINE],
  ['product', PRODUCT_MACHINE],
  ['activation', ACTIVATION_MACHINE],
  ['warehouse_application', WAREHOUSE_APPLICATION_MACHINE],
  ['review', REVIEW_MACHINE],
] as unknown as [string, StatusMachine<string, string>][];

describe('parseStatus', () => {
  it.each([
    [ASN_MACHINE, 'processing', { ok: true, value: 'processing' }],
    [RMA_MACHINE, 'processed', { ok: true, value: 'processed' }],
    [
      ASN_MACHINE,
      'Draft',
      { ok: false, error: { code: 'STATUS.UNKNOWN', params: { entity: 'asn', status: 'Draft' } } },
    ],
    [
      PRODUCT_MACHINE,
      '',
      { ok: false, error: { code: 'STATUS.UNKNOWN', params: { entity: 'product', status: '' } } },
    ],
    [
      RMA_MACHINE,
      null,
      { ok: false, error: { code: 'STATUS.UNKNOWN', params: { entity: 'rma', status: 'null' } } },
    ],
  ] as const)('%#: %j', (machine, value, expected) => {
    expect(parseStatus(machine as StatusMachine<string, string>, value)).toEqual(expected);
  });

  it.each(machines)('%s: accepts exactly its statuses, never falls back', (_name, machine) => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...machine.statuses), fc.string()), (value) => {
        const parsed = parseStatus(machine, value);
        expect(parsed.ok).toBe(machine.statuses.includes(value));
        if (parsed.ok) expect(parsed.value).toBe(value);
        else expect(parsed.error.code).toBe('STATUS.UNKNOWN');
      }),
    );
  });
});

describe('statusAfter: creation is an event too', () => {
  it.each([
    [ASN_MACHINE, [], 'draft'],
    [ASN_MACHINE, ['submit'], 'pending_approval'],
    [RMA_MACHINE, [], 'draft'],
    [RMA_MACHINE, ['submit'], 'awaiting_arrival'],
    [PRODUCT_MACHINE, ['submit'], 'pending_approval'],
    [REVIEW_MACHINE, [], 'pending'],
    [WAREHOUSE_APPLICATION_MACHINE, [], 'pending'],
  ] as const)('%#: %j', (machine, events, status) => {
    expect(statusAfter(machine as StatusMachine<string, string>, events)).toEqual({
      ok: true,
      value: status,
    });
  });

  it('stops at the first refused event, with the machine code', () => {
    expect(statusAfter(ASN_MACHINE, ['submit', 'submit'])).toEqual({
      ok: false,
      error: {
        code: 'ASN.INVALID_TRANSITION',
        params: { from: 'pending_approval', event: 'submit' },
      },
    });
  });

  it.each(machines)('%s: equals folding transition by hand', (_name, machine) => {
    const events = [...new Set(['submit', 'approve', 'reject', 'delete', 'moveToDraft', 'arrive'])];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 8 }), (walk) => {
        let expected: ReturnType<typeof machine.transition> = { ok: true, value: machine.initial };
        for (const event of walk) {
          if (!expected.ok) break;
          expected = machine.transition(expected.value, event);
        }
        expect(statusAfter(machine, walk)).toEqual(expected);
      }),
    );
  });
});

describe('editing', () => {
  it.each([
    ['draft', [], { ok: true, value: 'draft' }],
    ['draft', ['submit'], { ok: true, value: 'pending_approval' }],
    [
      'pending_approval',
      [],
      {
        ok: false,
        error: {
          code: 'ASN.INVALID_TRANSITION',
          params: { from: 'pending_approval', event: 'edit' },
        },
      },
    ],
    [
      'finished',
      ['submit'],
      {
        ok: false,
        error: { code: 'ASN.INVALID_TRANSITION', params: { from: 'finished', event: 'edit' } },
      },
    ],
  ] as const)('an ASN in %s, then %j', (from, events, expected) => {
    expect(statusAfterEdit(ASN_MACHINE, from, events)).toEqual(expected);
  });

  it('is allowed exactly where the machine says edit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASN_STATUSES), (status) => {
        expect(checkEditable(ASN_MACHINE, status).ok).toBe(status === 'draft');
      }),
    );
  });
});

describe('the ASN receive event', () => {
  it.each(ASN_STATUSES.map((s) => [s]))('from %s', (status) => {
    const to = ASN_MACHINE.transition(status, 'receive');
    expect(to.ok ? to.value : 'refused').toBe(status === 'processing' ? 'processing' : 'refused');
  });
});

describe('hasIdentityPassed', () => {
  it.each([
    ['not_submitted', false],
    ['under_review', false],
    ['rejected', false],
    ['passed', true],
    ['topped_up', true],
    ['active', true],
  ] as const)('%s -> %s', (status, passed) => {
    expect(hasIdentityPassed(status)).toBe(passed);
  });
});
