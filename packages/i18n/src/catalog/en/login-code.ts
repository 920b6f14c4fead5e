import type { CatalogSection } from '../../types';

/** The login page's second step when two-factor sign-in is on (en); part of the first page. */
export const loginCode: CatalogSection = {
  UI: {
    LOGIN_CODE: {
      HINT: 'Two-factor sign-in is on for this account: type the 6-digit code your authenticator app shows.',
      CODE: '6-digit code',
      RECOVERY: 'Recovery code',
      USE_RECOVERY: 'Use a recovery code instead',
      USE_APP: 'Use the code from the app',
      SUBMIT: 'Verify',
      FORMAT: 'Enter the 6 digits of your authenticator app, or a recovery code XXXXX-XXXXX',
      BACK: 'Back to the password',
    },
  },
};
