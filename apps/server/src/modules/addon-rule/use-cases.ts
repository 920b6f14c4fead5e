import type { AddonRuleRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { ADD_ON_RULE_MACHINE, initialAddOnRuleStatus } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { applyDomainEvent } from '../shared/status';
import type { AddonRuleRecord } from './repository';
import {
  deleteOwnRule,
  insertRule,
  lockOwnRule,
  ownRule,
  pageOfRules,
  updateRule,
  warehouseNames,
} from './repository';
import { readRuleForm } from './rule-form';
import { ruleRow } from './rule-view';
import { inTransaction } from '../../db/transaction';

const UNKNOWN = 'SERVER.ADDON_RULE_UNKNOWN';
type Db = Deps['db'];

async function rowsOf(db: Db, records: readonly AddonRuleRecord[]): Promise<AddonRuleRow[]> {
  const names = await warehouseNames(db, [...new Set(records.flatMap((r) => r.warehouse_ids))]);
  return records.map((record) => ruleRow(record, names));
}

async function answerOf(db: Db, customerId: number, id: number, successMessage?: string) {
  const record = await ownRule(db, customerId, id);
  if (!record) return fail(API_CODES.notFound, UNKNOWN);
  const [row] = await rowsOf(db, [record]);
  return row === undefined ? fail(API_CODES.notFound, UNKNOWN) : succeed(row, successMessage);
}

export async function listRules(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'addonRule.list'>,
): Promise<Outcome<Page<AddonRuleRow>>> {
  const paging = pagingOf(input);
  const page = await pageOfRules(deps.db, session.customerId, paging);
  return succeed(pageOf(await rowsOf(deps.db, page.list), page.total, paging));
}

export const ruleDetail = (
  deps: Deps,
  session: SessionContext,
  input: InputFor<'addonRule.detail'>,
): Promise<Outcome<AddonRuleRow>> => answerOf(deps.db, session.customerId, input.id);

/** Created inactive, or created and activated together (the machine's initial status). */
export async function createRule(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'addonRule.create'>,
): Promise<Outcome<AddonRuleRow>> {
  const form = await readRuleForm(deps.db, session.customerId, input);
  if (!form.ok) return invalidFields(form.error);
  const status = initialAddOnRuleStatus({ activateOnCreate: input.save_as === 'active' });
  const record = await inTransaction(deps.db, (tx) =>
    insertRule(tx, {
      customerId: session.customerId,
      values: form.value,
      status,
      now: deps.now(),
    }),
  );
  return answerOf(
    deps.db,
    session.customerId,
    record.id,
    status === 'active' ? 'SERVER.ADDON_RULE_SAVED_ACTIVE' : 'SERVER.ADDON_RULE_SAVED',
  );
}

/** The fields are replaced; the status stays what it was (the machine moves it, not an edit). */
export async function updateAddonRule(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'addonRule.update'>,
): Promise<Outcome<AddonRuleRow>> {
  const form = await readRuleForm(deps.db, session.customerId, input);
  const done = await inTransaction(deps.db, async (tx) => {
    const rule = await lockOwnRule(tx, session.customerId, input.id);
    if (!rule) return fail(API_CODES.notFound, UNKNOWN);
    if (!form.ok) return invalidFields(form.error);
    await updateRule(tx, rule.id, form.value, deps.now());
    return succeed(rule.id);
  });
  if (!done.ok) return done;
  return answerOf(deps.db, session.customerId, input.id, 'SERVER.ADDON_RULE_SAVED');
}

/** Activate or deactivate: the domain's machine decides; a refusal changes nothing. */
export async function ruleAction(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'addonRule.action'>,
): Promise<Outcome<AddonRuleRow>> {
  const done = await inTransaction(deps.db, async (tx) => {
    const rule = await lockOwnRule(tx, session.customerId, input.id);
    if (!rule) return fail(API_CODES.notFound, UNKNOWN);
    const moved = await applyDomainEvent(tx, {
      table: 'addon_rules',
      row: rule,
      machine: ADD_ON_RULE_MACHINE,
      now: deps.now(),
      event: input.action,
    });
    if (!moved.ok) return fail(API_CODES.conflict, moved.error);
    return succeed(moved.value.to);
  });
  if (!done.ok) return done;
  return answerOf(
    deps.db,
    session.customerId,
    input.id,
    done.value.data === 'active' ? 'SERVER.ADDON_RULE_ACTIVATED' : 'SERVER.ADDON_RULE_DEACTIVATED',
  );
}

/**
 * Deletes a rule for good, active or not: an order copies the winning rule's services when it is
 * created, so orders made before keep them; orders created after no longer match it.
 */
export async function deleteRule(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'addonRule.remove'>,
): Promise<Outcome<null>> {
  return (await deleteOwnRule(deps.db, session.customerId, input.id))
    ? succeed(null, 'SERVER.ADDON_RULE_DELETED')
    : fail(API_CODES.notFound, UNKNOWN);
}
