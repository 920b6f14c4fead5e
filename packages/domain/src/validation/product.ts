import type { BarcodeType } from './barcode';
import { validateBarcode, validateFbaBarcode } from './barcode';
import type { BrandType } from './brand';
import { validateBrandCertificate, validateBrandName } from './brand';
import { validateCustomsDescription } from './customs-description';
import type { ValidationFieldIssue } from './issues';
import { collectFieldIssues, validationMessage } from './issues';
import {
  validateMaterialEn,
  validateMaterialZh,
  validateProductNameEn,
  validateProductNameZh,
} from './product-names';
import type { DecimalField } from './product-values';
import {
  validateDeclaredValue,
  validateHsCode,
  validateOrigin,
  validateProductDimension,
  validateProductPrice,
  validateProductWeight,
} from './product-values';
import type { SkuUniqueness } from '../ports/sku-uniqueness';
import { validateSku } from './sku';
import type { UploadFileInfo } from './uploads';
import { UPLOAD_PROFILES, validateUploadFiles } from './uploads';

/** The product form as typed: numbers may arrive as text. */
export interface ProductFormInput {
  readonly sku: string;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly priceUsd: DecimalField;
  readonly declaredValueUsd: DecimalField;
  readonly weightKg: DecimalField;
  readonly lengthCm: DecimalField;
  readonly widthCm: DecimalField;
  readonly heightCm: DecimalField;
  readonly customsDescription: string;
  readonly materialEn?: string;
  readonly materialZh?: string;
  readonly hsCode: string;
  readonly origin: string;
  readonly barcodeType: BarcodeType;
  readonly barcode?: string;
  readonly fbaBarcode?: string;
  readonly brandType: BrandType;
  readonly brandName?: string;
  readonly brandCertificates?: readonly UploadFileInfo[];
  readonly images?: readonly UploadFileInfo[];
  readonly certificates?: readonly UploadFileInfo[];
}

/** Every field rule of the product form at once; an empty list means the product is valid. */
export function validateProduct(product: ProductFormInput): ValidationFieldIssue[] {
  return collectFieldIssues([
    ['sku', validateSku(product.sku)],
    ['nameEn', validateProductNameEn(product.nameEn)],
    ['nameZh', validateProductNameZh(product.nameZh)],
    ['priceUsd', validateProductPrice(product.priceUsd)],
    ['declaredValueUsd', validateDeclaredValue(product.declaredValueUsd, product.priceUsd)],
    ['weightKg', validateProductWeight(product.weightKg)],
    ['lengthCm', validateProductDimension(product.lengthCm)],
    ['widthCm', validateProductDimension(product.widthCm)],
    ['heightCm', validateProductDimension(product.heightCm)],
    ['customsDescription', validateCustomsDescription(product.customsDescription)],
    ['materialEn', validateMaterialEn(product.materialEn)],
    ['materialZh', validateMaterialZh(product.materialZh)],
    ['hsCode', validateHsCode(product.hsCode)],
    ['origin', validateOrigin(product.origin)],
    ['barcode', validateBarcode(product.barcode, product.barcodeType)],
    ['fbaBarcode', validateFbaBarcode(product.fbaBarcode)],
    ['brandName', validateBrandName(product.brandType, product.brandName)],
    [
      'brandCertificates',
      validateBrandCertificate(product.brandType, product.brandCertificates ?? []) ??
        validateUploadFiles(product.brandCertificates ?? [], UPLOAD_PROFILES.certificates),
    ],
    ['images', validateUploadFiles(product.images ?? [], UPLOAD_PROFILES.productImages)],
    ['certificates', validateUploadFiles(product.certificates ?? [], UPLOAD_PROFILES.certificates)],
  ]);
}

/** validateProduct plus SKU uniqueness, asked of the port only when the SKU is well formed. */
export async function validateProductAsync(
  product: ProductFormInput,
  uniqueness: SkuUniqueness,
): Promise<ValidationFieldIssue[]> {
  const issues = validateProduct(product);
  if (issues.some((issue) => issue.field === 'sku')) return issues;
  if (!(await uniqueness.isTaken(product.sku))) return issues;
  return [{ field: 'sku', ...validationMessage('PRODUCT.SKU_TAKEN') }, ...issues];
}
