import type { ExtraPurchaseData, PlanRow } from '@portal/contract';
import type { ExtraPurchaseFormFields, Money } from '@portal/domain';
import { extraCountOf, extraPurchaseFee, validateExtraPurchaseForm } from '@portal/domain';
import { makeAutoObservable } from 'mobx';
import type { BillingGateway } from '../../gateways/billing-gateway';
import { FormModel } from '../../kit/form-model';

export type ExtraValues = { readonly [K in keyof ExtraPurchaseFormFields]: string };

/** A new purchase's name for the ledger: kept while the dialog is open, so a retry pays once. */
const newRequestId = (): string => crypto.randomUUID();

/** The fee of the typed extras, or undefined while they are not valid. */
export function extraFeePreview(values: ExtraValues): Money | undefined {
  if (validateExtraPurchaseForm(values).length > 0) return undefined;
  return extraPurchaseFee({
    skuCount: extraCountOf(values.sku_count),
    planItems: extraCountOf(values.plan_items),
  });
}

/**
 * The extra purchase of one bought plan (spec section 4): it starts with the shortfall the plan
 * list reports, asks before paying (the fee is shown), then pays with one request id for the
 * purchase and reads the plans and balance again.
 */
export class ExtraPurchaseModel {
  open = false;
  confirming = false;
  last: ExtraPurchaseData | undefined = undefined;
  private requestId = newRequestId();
  readonly form: FormModel<ExtraValues>;

  constructor(
    private readonly gateway: BillingGateway,
    private readonly plan: PlanRow,
    private readonly afterPurchase: () => Promise<unknown>,
  ) {
    this.form = new FormModel<ExtraValues>({
      initial: () => ({
        warehouse_id: String(plan.warehouse_id),
        sku_count: String(plan.shortfall.skus),
        plan_items: String(plan.shortfall.plan_items),
      }),
      validate: (values) => validateExtraPurchaseForm(values),
      payload: (values) => ({
        warehouse_id: values.warehouse_id,
        sku_count: values.sku_count.trim(),
        plan_items: values.plan_items.trim(),
        request_id: this.requestId,
      }),
    });
    makeAutoObservable<ExtraPurchaseModel, 'gateway' | 'plan' | 'afterPurchase' | 'requestId'>(
      this,
      { gateway: false, plan: false, afterPurchase: false, requestId: false, form: false },
      { autoBind: true },
    );
  }

  get fee(): Money | undefined {
    return extraFeePreview(this.form.values);
  }

  show(): void {
    this.form.reset();
    this.requestId = newRequestId();
    this.open = true;
  }

  hide(): void {
    this.open = false;
    this.confirming = false;
  }

  /** The form's rules first; the question with the fee only when they pass. */
  ask(): void {
    this.form.submitted = true;
    this.confirming = this.form.issues.length === 0;
  }

  async buy(): Promise<ExtraPurchaseData | undefined> {
    this.confirming = false;
    const bought = await this.form.save('buy', (fields) => this.gateway.extraPurchase(fields));
    if (bought !== undefined) {
      this.last = bought;
      this.open = false;
      await this.afterPurchase();
    }
    return bought;
  }
}
