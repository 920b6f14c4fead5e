import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MoneySchema } from '../schemas/money';
import { ACTIVATION_STATUSES } from '@portal/domain';
import { described, list } from '../schemas/kit';
import { oneOf } from '../schemas/kit';

const ActivationStatusSchema = oneOf(ACTIVATION_STATUSES);

export const LoginTypeSchema = Type.Union([Type.Literal('main'), Type.Literal('sub')]);
export type LoginType = Static<typeof LoginTypeSchema>;

export const LoginDataSchema = Type.Object({
  token: Type.String(),
  customer_id: Type.Number(),
  username: Type.String(),
  login_type: LoginTypeSchema,
  expires_at: Type.String({ description: 'When the token stops working (ISO 8601).' }),
});
export type LoginData = Static<typeof LoginDataSchema>;

export const TokenDataSchema = LoginDataSchema;
export type TokenData = Static<typeof TokenDataSchema>;

export const SessionIdDataSchema = Type.Object({
  sessionId: Type.String(),
});
export type SessionIdData = Static<typeof SessionIdDataSchema>;

export const ActivationCheckDataSchema = Type.Object({
  urlcode: Type.String({
    description: "The route guard's code: 400, 201, 202, 203, 204 or 200 (see @portal/domain).",
  }),
  status: ActivationStatusSchema,
});
export type ActivationCheckData = Static<typeof ActivationCheckDataSchema>;

export const UserInfoSchema = Type.Object({
  username: Type.String(),
  first_letter: Type.String({
    description: 'The first letter of the name, upper case, for the avatar.',
  }),
  name: Type.String(),
  customer_id: Type.Number(),
  amount: described(MoneySchema, 'The balance, in the account currency.'),
  warehouse_id: Type.Union([Type.Number(), Type.Null()]),
  warehouse_name: Type.String(),
  warehouse_cn_name: Type.String(),
  login_type: LoginTypeSchema,
  permissions: list(Type.Object({ tag: Type.String(), enabled: Type.Boolean() })),
});
export type UserInfo = Static<typeof UserInfoSchema>;

export const WarehouseOptionSchema = Type.Object({
  value: Type.Number(),
  name: Type.String(),
  cn_name: Type.String(),
  status: Type.String({
    description: "This merchant's warehouse application: pending, approved or not_approved (the domain's WAREHOUSE_APPLICATION_STATUSES).",
  }),
});
export type WarehouseOption = Static<typeof WarehouseOptionSchema>;

export const UserInfoDataSchema = Type.Object({
  userInfo: UserInfoSchema,
  warehouse: list(WarehouseOptionSchema),
});
export type UserInfoData = Static<typeof UserInfoDataSchema>;
