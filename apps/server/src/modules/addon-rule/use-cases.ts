import type { AddonRuleRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { ADD_ON_RULE_MACHINE, initialAddOnRuleStatus } from '@portal/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import type { StatusRepository } from '../shared/status-repository';
import type { AddonRuleRecord, AddonRuleRepository } from './repository';
import { readRuleForm } from './rule-form';
import { ruleRow } from './rule-view';

const UNKNOWN = 'SERVER.ADDON_RULE_UNKNOWN';

/** The repositories an added-service rule transaction writes through. */
export type AddonRuleTx = {
  readonly rules: AddonRuleRepository;
  readonly statuses: StatusRepository;
};

/** The ports the rule use cases use (ADR 0068): reads, a unit of work, the clock. */
export type AddonRulePorts = Pick<Deps, 'now'> & {
  readonly rules: AddonRuleRepository;
  readonly unitOfWork: UnitOfWork<AddonRuleTx>;
};

/** The merchant's added-service rules: list, detail, create, edit, (de)activate, delete. */
export function addonRuleUseCases({ rules, unitOfWork, now }: AddonRulePorts) {
  async function rowsOf(records: readonly AddonRuleRecord[]): Promise<AddonRuleRow[]> {
    const names = await rules.warehouseNames([...new Set(records.flatMap((r) => r.warehouse_ids))]);
    return records.map((record) => ruleRow(record, names));
  }

  async function answerOf(customerId: number, id: number, successMessage?: string) {
    const record = await rules.ownRule(customerId, id);
    if (!record) return fail(API_CODES.notFound, UNKNOWN);
    const [row] = await rowsOf([record]);
    return row === undefined ? fail(API_CODES.notFound, UNKNOWN) : succeed(row, successMessage);
  }

  return {
    async list(
      session: SessionContext,
      input: InputFor<'addonRule.list'>,
    ): Promise<Outcome<Page<AddonRuleRow>>> {
      const paging = pagingOf(input);
      const page = await rules.pageOfRules(session.customerId, paging);
      return succeed(pageOf(await rowsOf(page.list), page.total, paging));
    },

    detail: (
      session: SessionContext,
      input: InputFor<'addonRule.detail'>,
    ): Promise<Outcome<AddonRuleRow>> => answerOf(session.customerId, input.id),

    /** Created inactive, or created and activated together (the machine's initial status). */
    async create(
      session: SessionContext,
      input: InputFor<'addonRule.create'>,
    ): Promise<Outcome<AddonRuleRow>> {
      const form = await readRuleForm(rules, session.customerId, input);
      if (!form.ok) return invalidFields(form.error);
      const status = initialAddOnRuleStatus({ activateOnCreate: input.save_as === 'active' });
      const record = await unitOfWork.run((tx) =>
        tx.rules.insertRule({
          customerId: session.customerId,
          values: form.value,
          status,
          now: now(),
        }),
      );
      return answerOf(
        session.customerId,
        record.id,
        status === 'active' ? 'SERVER.ADDON_RULE_SAVED_ACTIVE' : 'SERVER.ADDON_RULE_SAVED',
      );
    },

    /** The fields are replaced; the status stays what it was (the machine moves it, not an edit). */
    async update(
      session: SessionContext,
      input: InputFor<'addonRule.update'>,
    ): Promise<Outcome<AddonRuleRow>> {
      const form = await readRuleForm(rules, session.customerId, input);
      const done = await unitOfWork.run(async (tx) => {
        const rule = await tx.rules.lockOwnRule(session.customerId, input.id);
        if (!rule) return fail(API_CODES.notFound, UNKNOWN);
        if (!form.ok) return invalidFields(form.error);
        await tx.rules.updateRule(rule.id, form.value, now());
        return succeed(rule.id);
      });
      if (!done.ok) return done;
      return answerOf(session.customerId, input.id, 'SERVER.ADDON_RULE_SAVED');
    },

    /** Activate or deactivate: the domain's machine decides; a refusal changes nothing. */
    async action(
      session: SessionContext,
      input: InputFor<'addonRule.action'>,
    ): Promise<Outcome<AddonRuleRow>> {
      const done = await unitOfWork.run(async (tx) => {
        const rule = await tx.rules.lockOwnRule(session.customerId, input.id);
        if (!rule) return fail(API_CODES.notFound, UNKNOWN);
        const moved = await tx.statuses.applyDomainEvent({
          table: 'addon_rules',
          row: rule,
          machine: ADD_ON_RULE_MACHINE,
          now: now(),
          event: input.action,
        });
        if (!moved.ok) return fail(API_CODES.conflict, moved.error);
        return succeed(moved.value.to);
      });
      if (!done.ok) return done;
      return answerOf(
        session.customerId,
        input.id,
        done.value.data === 'active'
          ? 'SERVER.ADDON_RULE_ACTIVATED'
          : 'SERVER.ADDON_RULE_DEACTIVATED',
      );
    },

    /**
     * Deletes a rule for good, active or not: an order copies the winning rule's services when
     * it is created, so orders made before keep them; orders created after no longer match it.
     */
    async remove(
      session: SessionContext,
      input: InputFor<'addonRule.remove'>,
    ): Promise<Outcome<null>> {
      return (await rules.deleteOwnRule(session.customerId, input.id))
        ? succeed(null, 'SERVER.ADDON_RULE_DELETED')
        : fail(API_CODES.notFound, UNKNOWN);
    },
  };
}
