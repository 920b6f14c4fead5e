import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { checkText, compact, fieldError, isBlank } from './fields';

/** Licence images are at most 2 MB (warehouse-shipping.md section 5, Account). */
export const LICENCE_MAX_BYTES = 2 * 1024 * 1024;
export const IDENTITY_TEXT_MAX_LENGTH = 50;
export const IDENTITY_TYPES = ['enterprise', 'individual'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

export type IdentitySubmission =
  | {
      readonly type: 'enterprise';
      readonly legalRepresentative: string;
      readonly idNumber: string;
      readonly licenceNumber: string;
      /** The id of an uploaded licence image. */
      readonly licenceImage: string;
    }
  | {
      readonly type: 'individual';
      readonly realName: string;
      readonly certificateType: string;
      readonly certificateNumber: string;
    };

/** The raw form: every field may be missing, the type decides which ones are needed. */
export type IdentityForm = Readonly<Record<string, string | undefined>>;

export const isIdentityType = (value: string | undefined): value is IdentityType =>
  IDENTITY_TYPES.some((type) => type === value);

/**
 * Enterprise: legal representative, ID number, business licence number and licence image.
 * Individual: name, certificate type and number.
 */
export function validateIdentitySubmission(
  form: IdentityForm,
): Result<IdentitySubmission, readonly AccountFieldError[]> {
  const type = form['type'];
  if (!isIdentityType(type)) return err([fieldError('type', ACCOUNT_CODES.identityTypeInvalid)]);
  const text = (field: string) => checkText(field, form[field], IDENTITY_TEXT_MAX_LENGTH);
  const value = (field: string) => (form[field] ?? '').trim();
  if (type === 'enterprise') {
    const errors = compact([
      text('legal_representative'),
      text('id_number'),
      text('licence_number'),
      isBlank(form['licence_image'])
        ? fieldError('licence_image', ACCOUNT_CODES.licenceRequired)
        : undefined,
    ]);
    return errors.length > 0
      ? err(errors)
      : ok({
          type,
          legalRepresentative: value('legal_representative'),
          idNumber: value('id_number'),
          licenceNumber: value('licence_number'),
          licenceImage: value('licence_image'),
        });
  }
  const errors = compact([text('real_name'), text('certificate_type'), text('certificate_number')]);
  return errors.length > 0
    ? err(errors)
    : ok({
        type,
        realName: value('real_name'),
        certificateType: value('certificate_type'),
        certificateNumber: value('certificate_number'),
      });
}

export const validateLicenceSize = (bytes: number): AccountFieldError | undefined =>
  bytes > 0 && bytes <= LICENCE_MAX_BYTES
    ? undefined
    : fieldError('file', ACCOUNT_CODES.licenceTooLarge, { max: '2 MB' });
