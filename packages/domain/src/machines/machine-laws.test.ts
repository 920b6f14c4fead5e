import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADD_ON_RULE_EVENTS,
  ADD_ON_RULE_STATUSES,
  ADD_ON_RULE_TRANSITIONS,
} from './add-on-rule-machine';
import {
  API_CERTIFICATE_EVENTS,
  API_CERTIFICATE_STATUSES,
  API_CERTIFICATE_TRANSITIONS,
} from './api-certificate-machine';
import { ASN_EVENTS, ASN_STATUSES, ASN_TRANSITIONS } from './asn-machine';
import type { EventTable } from './event-table';
import { applyEvent, isStatusOf } from './event-table';
import { ORDER_EVENTS, ORDER_STATUSES, ORDER_TRANSITIONS } from './order-machine';
import {
  ORDER_UPLOAD_EVENTS,
  ORDER_UPLOAD_STATUSES,
  ORDER_UPLOAD_TRANSITIONS,
} from './order-upload-machine';
import { PLAN_EVENTS, PLAN_STATUSES, PLAN_TRANSITIONS } from './plan-machine';
import { PRODUCT_EVENTS, PRODUCT_STATUSES, PRODUCT_TRANSITIONS } from './product-machine';
import { REVIEW_EVENTS, REVIEW_STATUSES, REVIEW_TRANSITIONS } from './review-machine';
import { RMA_EVENTS, RMA_STATUSES, RMA_TRANSITIONS } from './rma-machine';
import { TOP_UP_EVENTS, TOP_UP_STATUSES, TOP_UP_TRANSITIONS } from './top-up-machine';
import {
  WAREHOUSE_APPLICATION_EVENTS,
  WAREHOUSE_APPLICATION_STATUSES,
  WAREHOUSE_APPLICATION_TRANSITIONS,
} from './warehouse-application-machine';

interface MachineUnderTest {
  readonly statuses: readonly string[];
  readonly events: readonly string[];
  readonly table: EventTable<string, string>;
  readonly code: string;
  readonly initial: readonly string[];
  /** Statuses nothing leaves: deleted wherever it exists, plus the spec's end states. */
  readonly final: readonly string[];
}

const machines: Record<string, MachineUnderTest> = {
  product: {
    statuses: PRODUCT_STATUSES,
    events: PRODUCT_EVENTS,
    table: PRODUCT_TRANSITIONS,
    code: 'PRODUCT.INVALID_TRANSITION',
    initial: ['draft'],
    final: ['deleted'],
  },
  asn: {
    statuses: ASN_STATUSES,
    events: ASN_EVENTS,
    table: ASN_TRANSITIONS,
    code: 'ASN.INVALID_TRANSITION',
    initial: ['draft'],
    final: ['deleted', 'finished'],
  },
  rma: {
    statuses: RMA_STATUSES,
    events: RMA_EVENTS,
    table: RMA_TRANSITIONS,
    code: 'RMA.INVALID_TRANSITION',
    initial: ['draft'],
    final: ['processed'],
  },
  order: {
    statuses: ORDER_STATUSES,
    events: ORDER_EVENTS,
    table: ORDER_TRANSITIONS,
    code: 'ORDER.INVALID_TRANSITION',
    initial: ['draft'],
    final: ['deleted', 'delivered', 'returned'],
  },
  orderUpload: {
    statuses: ORDER_UPLOAD_STATUSES,
    events: ORDER_UPLOAD_EVENTS,
    table: ORDER_UPLOAD_TRANSITIONS,
    code: 'ORDER_UPLOAD.INVALID_TRANSITION',
    initial: ['checking'],
    final: ['succeeded'],
  },
  plan: {
    statuses: PLAN_STATUSES,
    events: PLAN_EVENTS,
    table: PLAN_TRANSITIONS,
    code: 'PLAN.INVALID_TRANSITION',
    initial: ['inactive'],
    final: [],
  },
  topUp: {
    statuses: TOP_UP_STATUSES,
    events: TOP_UP_EVENTS,
    table: TOP_UP_TRANSITIONS,
    code: 'TOP_UP.INVALID_TRANSITION',
    initial: ['pending'],
    final: ['credited', 'rejected'],
  },
  warehouseApplication: {
    statuses: WAREHOUSE_APPLICATION_STATUSES,
    events: WAREHOUSE_APPLICATION_EVENTS,
    table: WAREHOUSE_APPLICATION_TRANSITIONS,
    code: 'WAREHOUSE_APPLICATION.INVALID_TRANSITION',
    initial: ['pending'],
    final: ['approved'],
  },
  apiCertificate: {
    statuses: API_CERTIFICATE_STATUSES,
    events: API_CERTIFICATE_EVENTS,
    table: API_CERTIFICATE_TRANSITIONS,
    code: 'API_CERTIFICATE.INVALID_TRANSITION',
    initial: ['none'],
    final: [],
  },
  review: {
    statuses: REVIEW_STATUSES,
    events: REVIEW_EVENTS,
    table: REVIEW_TRANSITIONS,
    code: 'REVIEW.INVALID_TRANSITION',
    initial: ['pending'],
    final: ['approved', 'rejected'],
  },
  addOnRule: {
    statuses: ADD_ON_RULE_STATUSES,
    events: ADD_ON_RULE_EVENTS,
    table: ADD_ON_RULE_TRANSITIONS,
    code: 'ADD_ON_RULE.INVALID_TRANSITION',
    initial: ['inactive', 'active'],
    final: [],
  },
};

describe.each(Object.entries(machines))('the %s machine', (_name, machine) => {
  const { statuses, events, table, code } = machine;

  it('has a row for exactly its statuses, and only its events and statuses in the rows', () => {
    expect(Object.keys(table).sort()).toEqual([...statuses].sort());
    for (const row of Object.values(table)) {
      for (const [event, to] of Object.entries(row)) {
        expect(events).toContain(event);
        expect(statuses).toContain(to);
      }
    }
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('uses every event somewhere and reaches every status from an initial one', () => {
    const used = new Set(Object.values(table).flatMap((row) => Object.keys(row)));
    expect([...used].sort()).toEqual([...events].sort());
    const reached = new Set(machine.initial);
    const queue = [...machine.initial];
    for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
      for (const to of Object.values(table[from] ?? {})) {
        if (to !== undefined && !reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    expect([...reached].sort()).toEqual([...statuses].sort());
  });

  it.each(machine.final.map((status) => [status]))('%s is final: no event leaves it', (status) => {
    for (const event of events)
      expect(applyEvent(table, code, status, event)).toEqual({
        ok: false,
        error: { code, params: { from: status, event } },
      });
  });

  it('never reaches a status outside its list, whatever events arrive (junk included)', () => {
    const event = fc.oneof(
      fc.constantFrom(...events),
      fc.constantFrom('constructor', '__proto__', 'toString'),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.array(event, { maxLength: 30 }),
        (start, walk) => {
          let status = start;
          for (const next of walk) {
            const result = applyEvent(table, code, status, next);
            if (result.ok) {
              expect(isStatusOf(statuses, result.value)).toBe(true);
              expect(machine.final).not.toContain(status);
              status = result.value;
            } else {
              expect(result.error).toEqual({ code, params: { from: status, event: next } });
            }
          }
        },
      ),
    );
  });
});
