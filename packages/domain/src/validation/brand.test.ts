import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND_TYPES, validateBrandCertificate, validateBrandName } from './brand';

const certificate = { name: 'licence.jpg', sizeBytes: 1000 };

describe('brand rules', () => {
  it.each([
    ['none', '', [], undefined, undefined],
    ['own', '', [], undefined, undefined],
    ['licensed', 'Acme', [certificate], undefined, undefined],
    ['licensed', '', [certificate], 'VALIDATION.REQUIRED', undefined],
    ['licensed', 'Acme', [], undefined, 'PRODUCT.BRAND_CERTIFICATE_REQUIRED'],
  ] as const)('%s brand %s with %j', (type, name, files, nameCode, certificateCode) => {
    expect(validateBrandName(type, name)?.code).toBe(nameCode);
    expect(validateBrandCertificate(type, files)?.code).toBe(certificateCode);
  });

  it('only a licensed brand ever needs a name and a certificate', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BRAND_TYPES), fc.boolean(), (type, withProof) => {
        const name = withProof ? 'Acme' : '';
        const files = withProof ? [certificate] : [];
        const refused =
          validateBrandName(type, name) !== undefined ||
          validateBrandCertificate(type, files) !== undefined;
        expect(refused).toBe(type === 'licensed' && !withProof);
      }),
    );
  });
});
