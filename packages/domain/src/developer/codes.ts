/** Message codes of the developer rules (API certificates, open API, webhooks, two-factor sign-in). */
export const DEVELOPER_CODES = {
  scopesRequired: 'DEVELOPER.SCOPES_REQUIRED',
  scopeUnknown: 'DEVELOPER.SCOPE_UNKNOWN',
  scopeBeyondRole: 'DEVELOPER.SCOPE_BEYOND_ROLE',
  scopeMissing: 'DEVELOPER.SCOPE_MISSING',
  webhookUrlInvalid: 'DEVELOPER.WEBHOOK_URL_INVALID',
  webhookUrlPrivate: 'DEVELOPER.WEBHOOK_URL_PRIVATE',
  webhookEventsRequired: 'DEVELOPER.WEBHOOK_EVENTS_REQUIRED',
  webhookEventUnknown: 'DEVELOPER.WEBHOOK_EVENT_UNKNOWN',
  signatureHeadersMissing: 'DEVELOPER.SIGNATURE_HEADERS_MISSING',
  signatureStale: 'DEVELOPER.SIGNATURE_STALE',
  signatureNonceInvalid: 'DEVELOPER.SIGNATURE_NONCE_INVALID',
  twoFactorCodeFormat: 'DEVELOPER.TWO_FACTOR_CODE_FORMAT',
} as const;

export type DeveloperCode = (typeof DEVELOPER_CODES)[keyof typeof DEVELOPER_CODES];

/** Every code these rules return, so packages/i18n proves each has an en and a zh text. */
export const DEVELOPER_MESSAGE_CODES: readonly string[] = Object.values(DEVELOPER_CODES);
