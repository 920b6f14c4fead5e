import type { CatalogSection } from '../../types';

/** account messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const account: CatalogSection = {
  ACCOUNT: {
    USER_ID_REQUIRED: 'Please enter a user ID',
    USER_ID_CHARACTERS: 'The user ID may contain letters and digits only',
    USER_ID_LENGTH: 'The user ID must be {{min}}-{{max}} characters long',
    NAME_LENGTH: 'The name must be {{min}}-{{max}} characters long',
    PASSWORD_REQUIRED: 'Please enter a password',
    PASSWORD_LENGTH: 'The password must be {{min}}-{{max}} characters long',
    PASSWORD_MISMATCH: 'The two passwords do not match',
    AGREEMENT_REQUIRED: 'Please read and accept the service agreement',
    CAPTCHA_REQUIRED: 'Please enter the answer to the calculation',
    EMAIL_INVALID: 'Please enter a valid email address',
    OLD_PASSWORD_REQUIRED: 'Please enter your current password',
    NEW_PASSWORD_SAME_AS_OLD: 'The new password must differ from the current one',
    PHONE_DIGITS: 'The phone number must be 1-{{max}} digits',
    TEXT_TOO_LONG: 'This field may be at most {{max}} characters long',
    ADDRESS_NAME_LENGTH: 'The name must be {{min}}-{{max}} characters long',
    ADDRESS_LENGTH: 'The address must be {{min}}-{{max}} characters long',
    LICENCE_TOO_LARGE: 'The image may be at most {{max}}',
    LICENCE_REQUIRED: 'Please upload the business licence image',
    AMOUNT_NUMERIC: 'Please enter a positive amount with at most 2 decimals',
    IDENTITY_TYPE_INVALID: 'Please choose enterprise or individual',
    CUSTOMER_ID_REQUIRED: 'Please enter the customer ID of the main account',
    CC_EMAILS_TOO_MANY: 'At most {{max}} copy addresses are allowed',
    ACTIVATION_INVALID_TRANSITION: 'This activation step is not available at the current stage',
  },
};
