import type { FieldCheck } from './issues';
import { firstFailure, validateRequiredField, validationMessage } from './issues';
import { findWholeWord, textLength } from './text';
import type { CityDirectory } from '../ports/city-directory';

/** Titles the carriers refuse inside a recipient name; matched as whole words, any case. */
export const RECIPIENT_NAME_TITLES = ['sir', 'miss', 'madam', 'mr', 'mrs', 'lady', 'ms'] as const;

/** A recipient name part: required, no title. Its length is a channel rule (validateOrder). */
export function validateRecipientName(name: string | null | undefined): FieldCheck {
  // No trim needed: blank counts as missing, and a title is found between spaces anyway.
  const value = name ?? '';
  return firstFailure(
    () => validateRequiredField(value),
    () => {
      const title = findWholeWord(value, RECIPIENT_NAME_TITLES);
      return title === undefined
        ? undefined
        : validationMessage('ORDER.RECIPIENT_NAME_TITLE', { title });
    },
  );
}

/** The full name (first, space, last) against the channel's label length. */
export function validateRecipientNameLength(
  firstName: string,
  lastName: string,
  maxLength: number,
): FieldCheck {
  const fullName = [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
  return textLength(fullName) > maxLength
    ? validationMessage('ORDER.RECIPIENT_NAME_TOO_LONG', { max: maxLength })
    : undefined;
}

// One @, no spaces, a dot in the domain with a 2+ letter top-level part: what mail servers take
// in practice, without the RFC's quoted forms that no carrier label prints.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** Optional e-mail: a valid format when given. */
export function validateRecipientEmail(email: string | null | undefined): FieldCheck {
  const value = (email ?? '').trim();
  if (value === '') return undefined;
  return EMAIL.test(value) && value.length <= 254
    ? undefined
    : validationMessage('ORDER.EMAIL_FORMAT');
}

export const TAIWAN_COUNTRY_CODE = 'TW';

/** A consignee in Taiwan needs an ID number, a company code or a passport number. */
export function validateTaiwanConsigneeId(
  country: string,
  identity: {
    readonly idNumber?: string;
    readonly companyCode?: string;
    readonly passportNumber?: string;
  },
): FieldCheck {
  if (country !== TAIWAN_COUNTRY_CODE) return undefined;
  const given = [identity.idNumber, identity.companyCode, identity.passportNumber].some(
    (value) => (value ?? '').trim() !== '',
  );
  return given ? undefined : validationMessage('ORDER.TAIWAN_CONSIGNEE_ID_REQUIRED');
}

/** City: required; 'Cities not belonging to the country' when the directory says so. */
export async function validateRecipientCityAsync(
  city: string | null | undefined,
  country: string,
  directory: CityDirectory,
): Promise<FieldCheck> {
  const value = (city ?? '').trim();
  const required = validateRequiredField(value);
  if (required !== undefined) return required;
  return (await directory.belongsToCountry(value, country))
    ? undefined
    : validationMessage('ORDER.CITY_NOT_IN_COUNTRY', { city: value, country });
}
