// A second entry point, `@portal/domain/phone-max`, so that only the server loads libphonenumber's
// full metadata (about 150 kB) while the web bundle keeps the "min" set (ADR 0031).
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/max';
import type { PhoneCheck } from './validation/phone';
import { phoneCheckFrom } from './validation/phone';

/** libphonenumber's full metadata: every digit pattern of every country, not only lengths. */
export const MAX_PHONE_CHECK: PhoneCheck = phoneCheckFrom({
  isSupportedCountry,
  isValidPhoneNumber,
});
