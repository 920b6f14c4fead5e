import type { PlanListData, PlanLogRow, PlanRow, PlanSavedData } from '@portal/contract';
import type { Money, PlanFormFields } from '@portal/domain';
import { planCycleFee, storageTenthsOf, validatePlanForm } from '@portal/domain';
import { makeAutoObservable } from 'mobx';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { FormModel } from '../../kit/form-model';
import { Remote } from '../../kit/remote';
import { PagedList } from '../../lists/paged-list';

export const planPaths = {
  list: (warehouseId?: number) =>
    warehouseId === undefined ? '/account/plan/list' : `/account/plan/list/${warehouseId}`,
  log: '/account/plan/log',
} as const;

/** The plan form, keyed by the wire names (validatePlanForm's). */
export type PlanValues = { readonly [K in keyof PlanFormFields]: string };

const EMPTY: PlanValues = { warehouse_id: '', storage: '0.5', sku_count: '1', plan_items: '100' };

export const planForm = (): FormModel<PlanValues> =>
  new FormModel<PlanValues>({
    initial: () => EMPTY,
    validate: (values) => validatePlanForm(values),
    payload: (values) => ({
      warehouse_id: values.warehouse_id,
      storage: values.storage.trim(),
      sku_count: values.sku_count.trim(),
      plan_items: values.plan_items.trim(),
    }),
  });

/** The fee of one cycle of the typed terms, or undefined while they are not valid. */
export function feePreview(values: PlanValues): Money | undefined {
  if (validatePlanForm(values).length > 0) return undefined;
  return planCycleFee({
    storageTenthsCbm: storageTenthsOf(values.storage),
    skuCount: Number(values.sku_count.trim()),
    planItems: Number(values.plan_items.trim()),
  });
}

/** The values a warehouse's form starts with: its next terms, else its terms, else the minimum. */
export function valuesOf(plan: PlanRow): PlanValues {
  const terms = plan.next_terms ?? plan.terms;
  return terms === null
    ? { ...EMPTY, warehouse_id: String(plan.warehouse_id) }
    : {
        warehouse_id: String(plan.warehouse_id),
        storage: terms.storage_cbm,
        sku_count: String(terms.sku_count),
        plan_items: String(terms.plan_items),
      };
}

/**
 * My plan: every approved warehouse with its plan, one chosen for the form (the route's
 * warehouse, else the first). Saving activates an inactive plan (its fee is paid at once) or
 * edits a bought one (from the next billing date), then reads the plans and balance again.
 */
export class PlanScreenModel {
  readonly plans: Remote<PlanListData>;
  readonly form = planForm();

  constructor(
    private readonly gateway: BillingGateway,
    private readonly afterSave: () => Promise<unknown>,
    private readonly routeWarehouse?: number,
  ) {
    this.plans = new Remote(() => gateway.plans());
    makeAutoObservable<PlanScreenModel, 'gateway' | 'afterSave'>(
      this,
      { gateway: false, afterSave: false, plans: false, form: false },
      { autoBind: true },
    );
  }

  get chosen(): PlanRow | undefined {
    const plans = this.plans.value?.plans ?? [];
    const id = Number(this.form.values.warehouse_id);
    return plans.find((plan) => plan.warehouse_id === id);
  }

  get mode(): 'activate' | 'edit' {
    return this.chosen === undefined || this.chosen.status === 'inactive' ? 'activate' : 'edit';
  }

  async load(): Promise<void> {
    await this.plans.load();
    const plans = this.plans.value?.plans ?? [];
    const start =
      plans.find((plan) => plan.warehouse_id === this.routeWarehouse) ?? plans[0] ?? undefined;
    if (start !== undefined && this.form.values.warehouse_id === '')
      this.form.reset(valuesOf(start));
  }

  choose(warehouseId: string): void {
    const plan = (this.plans.value?.plans ?? []).find(
      (row) => String(row.warehouse_id) === warehouseId,
    );
    if (plan !== undefined) this.form.reset(valuesOf(plan));
  }

  async save(): Promise<PlanSavedData | undefined> {
    const mode = this.mode;
    const saved = await this.form.save(mode, (fields) =>
      mode === 'activate' ? this.gateway.activatePlan(fields) : this.gateway.editPlan(fields),
    );
    if (saved !== undefined) {
      const chosen = this.form.values.warehouse_id;
      await Promise.all([this.plans.load(), this.afterSave()]);
      this.choose(chosen);
    }
    return saved;
  }
}

/** The plan log, newest first, server paged. */
export const planLogList = (gateway: BillingGateway) =>
  new PagedList<PlanLogRow>(
    (query) => gateway.planLog(query),
    (row) => row.id,
    {},
  );
