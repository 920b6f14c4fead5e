import type { OrderDetail, OrderSavedData } from '@portal/contract';
import { RECIPIENT_FIELD_NAMES } from '@portal/contract';
import type { FormFields, ValidationFieldIssue } from '@portal/domain';
import { makeAutoObservable } from 'mobx';
import type { OrderGateway } from '../../gateways/order-gateway';
import { FormModel } from '../../kit/form-model';
import type { OrderFormValues } from './order-form';
import { emptyOrderValues, orderFields, orderIssues, orderValuesOf } from './order-form';

const RECIPIENT: ReadonlySet<string> = new Set(RECIPIENT_FIELD_NAMES);

/** Only an order the warehouse stopped for its address is corrected (the server's own check). */
export const canCorrectAddress = (
  order: Pick<OrderDetail, 'status' | 'abnormal_reason'>,
): boolean => order.status === 'abnormal' && order.abnormal_reason === 'address_abnormal';

/** The recipient part of the order's wire fields: what the correction sends. */
export const recipientFields = (values: OrderFormValues): FormFields => {
  const all = orderFields(values);
  return Object.fromEntries(RECIPIENT_FIELD_NAMES.map((name) => [name, all[name] ?? '']));
};

/**
 * The address correction of one order: the whole order as stored, its recipient editable and
 * held to the same rules as the order form (the domain's validateOrderForm over the whole order,
 * as the server checks it), sent to the correct-address endpoint. The country is not edited: the
 * order was quoted and charged for it.
 */
export class CorrectAddressModel {
  readonly form = new FormModel<OrderFormValues>({
    initial: emptyOrderValues,
    validate: orderIssues,
    payload: recipientFields,
  });
  orderNo = '';

  constructor(
    private readonly gateway: OrderGateway,
    readonly id: number,
  ) {
    makeAutoObservable<CorrectAddressModel, 'gateway'>(
      this,
      { gateway: false, form: false },
      { autoBind: true },
    );
  }

  get country(): string {
    return this.form.values.country.trim().toUpperCase();
  }

  /**
   * Refusals the recipient cannot mend (a field of the order outside the address): the server
   * would refuse them too, so they are shown rather than leaving the save silently blocked.
   */
  get otherIssues(): readonly ValidationFieldIssue[] {
    const server = this.form.serverIssues.filter((issue) => !RECIPIENT.has(issue.field));
    if (!this.form.submitted) return server;
    return [...server, ...this.form.issues.filter((issue) => !RECIPIENT.has(issue.field))];
  }

  /** Reads the order now, pre-filling the form with its recipient. */
  async load(): Promise<void> {
    const detail = await this.form.load(() => this.gateway.detail(this.id), orderValuesOf);
    if (detail !== undefined) this.setOrderNo(detail.order_no);
  }

  private setOrderNo(orderNo: string): void {
    this.orderNo = orderNo;
  }

  /** Sends the corrected recipient; resolves with the order as it now is, undefined when refused. */
  save(): Promise<OrderSavedData | undefined> {
    return this.form.save('correct', (fields) => this.gateway.correctAddress(this.id, fields));
  }
}
