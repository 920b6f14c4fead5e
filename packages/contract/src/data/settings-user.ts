import type { Static } from 'typebox';
import { Type } from 'typebox';
import {
  ADDRESS_TYPES,
  CURRENCIES,
  IDENTITY_TYPES,
  LANGUAGES,
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
} from '@portal/domain';
import { list, nullable, oneOf } from '../schemas/kit';

/** The enterprise's or the individual's credentials from the activation; numbers are masked. */
export const CredentialsSchema = Type.Union([
  Type.Object({
    type: Type.Literal('enterprise'),
    legal_representative: Type.String(),
    id_number: Type.String({ description: 'masked: only the last 4 characters are shown' }),
    licence_number: Type.String(),
  }),
  Type.Object({
    type: Type.Literal('individual'),
    real_name: Type.String(),
    certificate_type: Type.String(),
    certificate_number: Type.String({ description: 'masked: only the last 4 characters are shown' }),
  }),
]);
export type Credentials = Static<typeof CredentialsSchema>;

/** The user centre (/setting/user/account). */
export const AccountDataSchema = Type.Object({
  user_id: Type.String({ description: 'the login name of whoever is logged in' }),
  name: Type.String(),
  email: Type.String(),
  registered_at: Type.String({ format: 'date-time' }),
  customer_id: Type.Integer(),
  login_type: oneOf(['main', 'sub'] as const),
  identity_type: nullable(oneOf(IDENTITY_TYPES)),
  credentials: nullable(CredentialsSchema),
});
export type AccountData = Static<typeof AccountDataSchema>;

export const AddressRowSchema = Type.Object({
  id: Type.Integer(),
  type: oneOf(ADDRESS_TYPES),
  name: Type.String(),
  address: Type.String(),
  country: Type.String(),
  city: Type.String(),
  postcode: Type.String(),
  phone: Type.String(),
  is_default: Type.Boolean({ description: 'the default of its kind; at most one per kind' }),
});
export type AddressRow = Static<typeof AddressRowSchema>;

export const InvoiceTitleRowSchema = Type.Object({
  id: Type.Integer(),
  template_name: Type.String(),
  company: Type.String(),
  address: Type.String(),
  currency: oneOf(CURRENCIES),
});
export type InvoiceTitleRow = Static<typeof InvoiceTitleRowSchema>;

/** Per event, the channels it reaches the merchant by. */
export const NoticePreferencesSchema = Type.Object(
  Object.fromEntries(NOTICE_EVENTS.map((e) => [e, list(oneOf(NOTICE_CHANNELS))])) as Record<
    (typeof NOTICE_EVENTS)[number],
    ReturnType<typeof list<ReturnType<typeof oneOf<typeof NOTICE_CHANNELS>>>>
  >,
);

export const OtherPreferencesSchema = Type.Object({
  default_warehouse_id: Type.Integer({ minimum: 0, description: '0: none chosen' }),
  language: oneOf(LANGUAGES),
  page_size: Type.Integer({ minimum: 1 }),
  auto_submit_abnormal: Type.Boolean(),
});

export const PreferencesDataSchema = Type.Object({
  saved: Type.Boolean({ description: 'false: never saved, every value is the default' }),
  notices: NoticePreferencesSchema,
  other: OtherPreferencesSchema,
});
export type PreferencesData = Static<typeof PreferencesDataSchema>;
