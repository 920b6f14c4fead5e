import type { CatalogSection } from '../../types';

/** API certificates, the open API, webhooks and two-factor sign-in: rule and server texts (en). */
export const developerServer: CatalogSection = {
  DEVELOPER: {
    SCOPES_REQUIRED: 'Please choose at least one scope',
    SCOPE_UNKNOWN: 'Unknown scope: {{scope}}',
    SCOPE_BEYOND_ROLE: 'Your role does not allow the scope {{scope}}',
    SCOPE_MISSING: 'This certificate does not allow {{scope}}',
    WEBHOOK_URL_INVALID: 'Please enter an https:// address',
    WEBHOOK_URL_PRIVATE:
      'The address must be reachable on the internet, not a private or local one',
    WEBHOOK_EVENTS_REQUIRED: 'Please choose at least one event',
    WEBHOOK_EVENT_UNKNOWN: 'Unknown event: {{event}}',
    SIGNATURE_HEADERS_MISSING:
      'The request is not signed: X-Portal-Timestamp and X-Portal-Nonce are required',
    SIGNATURE_STALE: 'The request timestamp is too far from the server time',
    SIGNATURE_NONCE_INVALID: 'The nonce must be 16 to 64 letters, digits, - or _',
    TWO_FACTOR_CODE_FORMAT: 'Enter the 6 digits of your authenticator app or a recovery code',
  },
  SERVER: {
    WRONG_PASSWORD: 'Wrong password. Please try again.',
    CERTIFICATE_CREATED: 'The API certificate is ready: copy its key now, it is shown only once',
    CERTIFICATE_RENEWED: 'The API certificate is renewed',
    CERTIFICATE_DELETED: 'The API certificate is deleted',
    CERTIFICATE_NOT_FOUND: 'The API certificate does not exist',
    CERTIFICATES_TOO_MANY: 'At most {{max}} API certificates; delete one first',
    OPEN_API_TOKEN_UNKNOWN: 'Unknown or deleted API certificate',
    OPEN_API_CERTIFICATE_EXPIRED: 'The API certificate has expired; renew it in the portal',
    OPEN_API_SIGNATURE_INVALID: 'The request signature does not match',
    OPEN_API_NONCE_REUSED: 'This nonce was already used',
    OPEN_API_BODY_INVALID: 'The body must be a JSON object',
    WEBHOOK_CREATED: 'The webhook is registered: copy its secret now, it is shown only once',
    WEBHOOK_ENABLED: 'The webhook is on again',
    WEBHOOK_DELETED: 'The webhook is deleted',
    WEBHOOK_NOT_FOUND: 'The webhook does not exist',
    WEBHOOKS_TOO_MANY: 'At most {{max}} webhooks; delete one first',
    WEBHOOK_DISABLED_NOTICE:
      'The webhook {{url}} failed for {{days}} days and was turned off: fix the receiver, then turn it on in Settings > Developer',
    TWO_FACTOR_REQUIRED: 'Enter the code from your authenticator app',
    TWO_FACTOR_CODE_WRONG: 'The code is not right. Please try again.',
    TWO_FACTOR_CHALLENGE_EXPIRED: 'The sign-in took too long; please log in again',
    TWO_FACTOR_SETUP_STARTED: 'Scan the QR code, then enter the first code to confirm',
    TWO_FACTOR_ENABLED: 'Two-factor sign-in is on: keep the recovery codes somewhere safe',
    TWO_FACTOR_DISABLED: 'Two-factor sign-in is off',
    TWO_FACTOR_NOT_PENDING: 'Set two-factor sign-in up first',
    TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on',
    TWO_FACTOR_NOT_ON: 'Two-factor sign-in is not on',
    RECOVERY_CODES_REPLACED: 'New recovery codes: the old ones no longer work',
    RECOVERY_CODE_USED: 'Logged in with a recovery code; {{left}} left',
  },
};
