import type { FieldCheck } from './issues';
import { validateRequiredField, validationMessage } from './issues';
import type { UploadFileInfo } from './uploads';

export const BRAND_TYPES = ['none', 'own', 'licensed'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];

/** A licensed brand needs its name. */
export const validateBrandName = (type: BrandType, name: string | null | undefined): FieldCheck =>
  type === 'licensed' ? validateRequiredField(name) : undefined;

/** A licensed brand needs a brand certificate image or an authorisation letter. */
export const validateBrandCertificate = (
  type: BrandType,
  certificates: readonly UploadFileInfo[],
): FieldCheck =>
  type === 'licensed' && certificates.length === 0
    ? validationMessage('PRODUCT.BRAND_CERTIFICATE_REQUIRED')
    : undefined;
