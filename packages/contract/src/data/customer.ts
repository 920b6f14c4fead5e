import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MoneySchema } from '../schemas/money';
import { ACTIVATION_STATUSES } from '@portal/domain';
import { described, list } from '../schemas/kit';
import { oneOf } from '../schemas/kit';
import { NamedOptionSchema } from './registration';

const ActivationStatusSchema = oneOf(ACTIVATION_STATUSES);

export const ManagersDataSchema = Type.Object({
  account_manager: Type.Union([NamedOptionSchema, Type.Null()]),
  regional_manager: Type.Union([NamedOptionSchema, Type.Null()]),
  sales_manager: Type.Union([NamedOptionSchema, Type.Null()]),
});
export type ManagersData = Static<typeof ManagersDataSchema>;

export const VerificationDataSchema = Type.Object({
  status: ActivationStatusSchema,
  urlcode: Type.String(),
  type: Type.Union([Type.String(), Type.Null()]),
  reason: described(
    Type.Union([Type.String(), Type.Null()]),
    "The reviewer's reason when the verification failed.",
  ),
  submitted_at: Type.Union([Type.String(), Type.Null()]),
  review_due_at: described(
    Type.Union([Type.String(), Type.Null()]),
    'submitted_at plus the 24-hour review promise.',
  ),
});
export type VerificationData = Static<typeof VerificationDataSchema>;

export const WarehouseApplicationSchema = Type.Object({
  id: Type.Number(),
  warehouse_id: Type.Number(),
  name: Type.String(),
  cn_name: Type.String(),
  status: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  applied_at: Type.String(),
});
export type WarehouseApplication = Static<typeof WarehouseApplicationSchema>;

export const ActivationProgressDataSchema = Type.Object({
  ...VerificationDataSchema.properties,
  balance: MoneySchema,
  warehouses: list(WarehouseApplicationSchema),
});
export type ActivationProgressData = Static<typeof ActivationProgressDataSchema>;

/** A warehouse of the provider, as offered for a warehouse application. */
export const ProviderWarehouseSchema = Type.Object({
  value: Type.Number(),
  name: Type.String(),
  cn_name: Type.String(),
});
export type ProviderWarehouse = Static<typeof ProviderWarehouseSchema>;

export const UploadDataSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  mime: Type.String(),
  size: Type.Number(),
});
export type UploadData = Static<typeof UploadDataSchema>;

export const CountryOptionSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  cn_name: Type.String(),
});
export type CountryOption = Static<typeof CountryOptionSchema>;

export const RegionOptionSchema = Type.Object({
  id: Type.Number(),
  code: Type.String(),
  name: Type.String(),
  cn_name: Type.String(),
});
export type RegionOption = Static<typeof RegionOptionSchema>;
