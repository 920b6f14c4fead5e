import type { Static } from 'typebox';
import { Type } from 'typebox';
export const NamedOptionSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  cn_name: Type.String(),
});
export type NamedOption = Static<typeof NamedOptionSchema>;

export const CaptchaDataSchema = Type.Object({
  captcha_key: Type.String(),
  image: Type.String({
    description: 'An SVG image of the calculation, as a data URI for an <img src>.',
  }),
  expires_at: Type.String(),
});
export type CaptchaData = Static<typeof CaptchaDataSchema>;

export const RegisterDataSchema = Type.Object({
  customer_id: Type.Number(),
  username: Type.String(),
});
export type RegisterData = Static<typeof RegisterDataSchema>;
