import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsnStatus } from './asn-machine';
import { ASN_MERCHANT_EVENTS, ASN_STATUSES, allowedAsnActions, transitionAsn } from './asn-machine';

describe('ASN machine', () => {
  it.each([
    ['draft', 'submit', 'pending_approval'],
    ['draft', 'delete', 'deleted'],
    ['pending_approval', 'approve', 'awaiting_arrival'],
    ['pending_approval', 'reject', 'rejected'],
    ['pending_approval', 'moveToDraft', 'draft'],
    ['pending_approval', 'delete', 'deleted'],
    ['awaiting_arrival', 'arrive', 'processing'],
    ['processing', 'finish', 'finished'],
    ['rejected', 'moveToDraft', 'draft'],
    ['rejected', 'delete', 'deleted'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transitionAsn(from, event)).toEqual({ ok: true, value: to });
  });

  it.each([
    ['draft', 'approve'],
    ['draft', 'arrive'],
    ['awaiting_arrival', 'delete'], // approved: the warehouse expects the goods
    ['awaiting_arrival', 'moveToDraft'],
    ['awaiting_arrival', 'finish'], // goods are received before the ASN finishes
    ['processing', 'delete'],
    ['finished', 'moveToDraft'],
    ['deleted', 'submit'],
    ['rejected', 'approve'],
  ] as const)('%s refuses %s', (from, event) => {
    expect(transitionAsn(from, event)).toEqual({
      ok: false,
      error: { code: 'ASN.INVALID_TRANSITION', params: { from, event } },
    });
  });

  it.each([
    ['draft', ['edit', 'submit', 'delete']],
    ['pending_approval', ['moveToDraft', 'delete']],
    ['awaiting_arrival', []],
    ['processing', []],
    ['finished', []],
    ['rejected', ['moveToDraft', 'delete']],
    ['deleted', []],
  ] as const)('the merchant may %s: %o', (status, actions) => {
    expect(allowedAsnActions(status)).toEqual(actions);
  });

  it('every action offered (but edit) is a transition that succeeds', () => {
    fc.assert(
      fc.property(fc.constantFrom<AsnStatus>(...ASN_STATUSES), (status) => {
        for (const action of allowedAsnActions(status)) {
          if (action === 'edit') continue;
          expect(ASN_MERCHANT_EVENTS).toContain(action);
          expect(transitionAsn(status, action).ok).toBe(true);
        }
      }),
    );
  });
});
