import type { Static } from 'typebox';
import { Type } from 'typebox';
import {
  CERTIFICATE_STATES,
  DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_STATUSES,
} from '@portal/domain';
import { list, nullable, oneOf } from '../schemas/kit';

/** One API certificate as the list shows it (spec section 3): never its key. */
export const CertificateRowSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.String({ description: "The merchant's user ID (username), sent as X-Portal-User-Id" }),
  token: Type.String({ description: 'The public identifier, sent as X-Portal-Token' }),
  key_hint: Type.String({ description: 'The last four characters of the key, to tell keys apart' }),
  scopes: Type.String({ description: 'area:level separated by commas, e.g. orders:write,inventory:read' }),
  state: oneOf(CERTIFICATE_STATES),
  applied_at: Type.String({ description: 'When it was requested (ISO 8601)' }),
  renewed_at: nullable(Type.String()),
  expires_at: Type.String({ description: 'When it stops working (ISO 8601)' }),
  last_used_at: nullable(Type.String()),
  created_by: Type.String({ description: 'Who requested it: the main account or a sub-account username' }),
});
export type CertificateRow = Static<typeof CertificateRowSchema>;

export const CertificateListSchema = Type.Object({ list: list(CertificateRowSchema) });
export type CertificateList = Static<typeof CertificateListSchema>;

/** A certificate just requested: the row and its key, shown this once (only a sealed form is kept). */
export const CertificateCreatedSchema = Type.Object({
  certificate: CertificateRowSchema,
  key: Type.String({ description: 'The signing key; shown once, never again' }),
});
export type CertificateCreated = Static<typeof CertificateCreatedSchema>;

/** One open API call as recorded (time, certificate, endpoint, outcome). */
export const ApiCallRowSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  certificate_id: nullable(Type.Integer()),
  token: Type.String({ description: 'The certificate token the call presented ("" when none)' }),
  method: Type.String(),
  endpoint: Type.String({ description: 'The path without its query' }),
  http_status: Type.Integer(),
  code: Type.String({ description: 'The envelope code answered' }),
  outcome: Type.String({ description: 'ok, or why it was refused: signature, scope, rate_limit, expired, ...' }),
});
export type ApiCallRow = Static<typeof ApiCallRowSchema>;

/** One webhook subscription; its signing secret is shown once, at registration. */
export const WebhookRowSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: list(oneOf(WEBHOOK_EVENTS)),
  status: oneOf(WEBHOOK_STATUSES),
  secret_hint: Type.String({ description: 'The last four characters of the signing secret' }),
  failing_since: nullable(Type.String({ description: 'First failure with no success since' })),
  disabled_at: nullable(Type.String()),
  created_at: Type.String(),
});
export type WebhookRow = Static<typeof WebhookRowSchema>;

export const WebhookListSchema = Type.Object({ list: list(WebhookRowSchema) });
export type WebhookList = Static<typeof WebhookListSchema>;

export const WebhookCreatedSchema = Type.Object({
  webhook: WebhookRowSchema,
  secret: Type.String({ description: 'The HMAC secret of X-Portal-Signature; shown once' }),
});
export type WebhookCreated = Static<typeof WebhookCreatedSchema>;

/** One attempt to deliver an event. */
export const DeliveryAttemptSchema = Type.Object({
  at: Type.String(),
  http_status: nullable(Type.Integer({ description: 'null when no answer came (refused, timeout)' })),
  error: Type.String({ description: 'Why it failed, "" when delivered' }),
  duration_ms: Type.Integer({ minimum: 0 }),
});
export type DeliveryAttempt = Static<typeof DeliveryAttemptSchema>;

/** One event's delivery to one webhook, with every attempt. */
export const DeliveryRowSchema = Type.Object({
  id: Type.Integer(),
  webhook_id: Type.Integer(),
  url: Type.String(),
  event: oneOf(WEBHOOK_EVENTS),
  event_id: Type.String({ description: 'Sent as X-Portal-Event-Id; the receiver de-duplicates by it' }),
  status: oneOf(DELIVERY_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  next_attempt_at: nullable(Type.String()),
  created_at: Type.String(),
  payload: Type.String({ description: 'The JSON body sent' }),
  log: list(DeliveryAttemptSchema),
});
export type DeliveryRow = Static<typeof DeliveryRowSchema>;

/** Whether two-factor sign-in is on, and how many unused recovery codes remain. */
export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  pending: Type.Boolean({ description: 'A secret was set up and awaits its first code' }),
  recovery_codes_left: Type.Integer({ minimum: 0 }),
  enabled_at: nullable(Type.String()),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into an authenticator by hand' }),
  otpauth_uri: Type.String({ description: 'otpauth://totp/... for a QR code' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = Type.Object({
  recovery_codes: list(Type.String({ description: 'XXXXX-XXXXX; each works once; shown this once' })),
});
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

/**
 * What `/api/login/login` answers (code 401, message SERVER.TWO_FACTOR_REQUIRED) as `data` when
 * the password was right and the account has two-factor sign-in: the login continues at
 * `/merchant/api-account/login-code` with this challenge. Accounts without it get the same answer
 * as before (ADR 0052).
 */
export const TwoFactorChallengeSchema = Type.Object({
  two_factor: Type.Object({
    challenge: Type.String(),
    expires_at: Type.String(),
  }),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallengeSchema>;
