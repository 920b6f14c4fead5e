/**
 * Two-factor sign-in (TOTP, issue 16, ADR 0052). Turning it on and off is the main account's
 * (`access: 'main'`); the login's second step is public: it takes the challenge the login answered.
 */
export const TWO_FACTOR_ROUTES = {
  status: {
    method: 'GET',
    path: '/merchant/api-security/two-factor',
    area: 'security',
    access: 'main',
    input: 'query',
    alertOnError: false,
    namedBySpec: false,
  },
  setup: {
    method: 'POST',
    path: '/merchant/api-security/two-factor-setup',
    area: 'security',
    access: 'main',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  confirm: {
    method: 'POST',
    path: '/merchant/api-security/two-factor-confirm',
    area: 'security',
    access: 'main',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  disable: {
    method: 'POST',
    path: '/merchant/api-security/two-factor-disable',
    area: 'security',
    access: 'main',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  recoveryCodes: {
    method: 'POST',
    path: '/merchant/api-security/recovery-codes',
    area: 'security',
    access: 'main',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  login: {
    method: 'POST',
    path: '/merchant/api-account/login-code',
    area: 'auth',
    access: 'public',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;
