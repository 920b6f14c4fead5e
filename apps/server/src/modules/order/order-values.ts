// What the order form's validation yields and the repository stores, apart from the form: the
// form reads the repository (products, warehouses), so the repository naming the form's type
// would close an import cycle (ADR 0071).

import type { OrderFieldRecord } from '@portal/domain';

/**
 * The columns of `orders` the form writes (the rest belong to the machine and the fees): the
 * domain's order form field table as stored, the channel under its column name and the declared
 * total the list filters on.
 */
export type OrderColumns = Omit<
  OrderFieldRecord<{ id: number; choice: string; text: string; flag: boolean }>,
  'shipping_method'
> & {
  readonly channel: string;
  readonly declared_total_minor: number;
};

export interface OrderValues {
  readonly columns: OrderColumns;
  readonly lines: readonly {
    readonly productId: number | null;
    readonly sku: string;
    readonly name: string;
    readonly description: string;
    readonly quantity: number;
    readonly declaredValue: string;
  }[];
  readonly services: readonly { readonly code: string; readonly quantity: number }[];
  readonly packing: readonly {
    readonly productId: number | null;
    readonly sku: string;
    readonly quantity: number;
  }[];
}
