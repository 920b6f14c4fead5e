import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_EVENTS, ORDER_MACHINE, ORDER_STATUSES, ORDER_TRANSITIONS } from './order-machine';
import { parseStatus, statusAfter } from './status-machine';

describe('ORDER_MACHINE', () => {
  it.each([
    [['save'], 'pending_submit'],
    [['save', 'submit'], 'processing'],
    [['save', 'submit', 'pack', 'ship', 'deliver'], 'delivered'],
    [['save', 'moveToDraft'], 'draft'],
  ] as const)('%j from a new order ends %s', (events, status) => {
    expect(statusAfter(ORDER_MACHINE, events)).toEqual({ ok: true, value: status });
  });

  it('edits only the statuses before submission', () => {
    expect(ORDER_MACHINE.editable).toEqual(['draft', 'pending_submit']);
  });

  it('reads a stored status it knows and refuses any other', () => {
    expect(parseStatus(ORDER_MACHINE, 'packed')).toEqual({ ok: true, value: 'packed' });
    expect(parseStatus(ORDER_MACHINE, 'lost').ok).toBe(false);
  });

  it('transitions exactly as the table says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...ORDER_EVENTS),
        (from, event) => {
          const to = ORDER_MACHINE.transition(from, event);
          const listed = (ORDER_TRANSITIONS[from] as Record<string, string | undefined>)[event];
          expect(to.ok ? to.value : undefined).toBe(listed);
        },
      ),
    );
  });
});
