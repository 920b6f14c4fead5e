import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LICENCE_MAX_BYTES, validateIdentitySubmission, validateLicenceSize } from './identity';

const enterprise = {
  type: 'enterprise',
  legal_representative: 'Li Lei',
  id_number: '110101199001011234',
  licence_number: '91440300MA5XXXXXX',
  licence_image: 'upload-1',
};
const individual = {
  type: 'individual',
  real_name: 'Han Meimei',
  certificate_type: 'id_card',
  certificate_number: 'E12345678',
};
const codes = (form: Record<string, string | undefined>) => {
  const result = validateIdentitySubmission(form);
  return result.ok ? [] : result.error.map((e) => `${e.field}:${e.code}`);
};

describe('validateIdentitySubmission', () => {
  it('returns each type with its trimmed fields', () => {
    expect(validateIdentitySubmission({ ...enterprise, id_number: ' 1101 ' })).toEqual({
      ok: true,
      value: {
        type: 'enterprise',
        legalRepresentative: 'Li Lei',
        idNumber: '1101',
        licenceNumber: '91440300MA5XXXXXX',
        licenceImage: 'upload-1',
      },
    });
    expect(validateIdentitySubmission(individual)).toEqual({
      ok: true,
      value: {
        type: 'individual',
        realName: 'Han Meimei',
        certificateType: 'id_card',
        certificateNumber: 'E12345678',
      },
    });
    expect(validateIdentitySubmission({})).toEqual({
      ok: false,
      error: [{ field: 'type', code: 'ACCOUNT.IDENTITY_TYPE_INVALID', params: { field: 'type' } }],
    });
  });

  it.each<[Record<string, string | undefined>, string[]]>([
    [enterprise, []],
    [individual, []],
    [{ ...enterprise, type: 'company' }, ['type:ACCOUNT.IDENTITY_TYPE_INVALID']],
    [{ ...enterprise, legal_representative: ' ' }, ['legal_representative:VALIDATION.REQUIRED']],
    [{ ...enterprise, licence_image: undefined }, ['licence_image:ACCOUNT.LICENCE_REQUIRED']],
    [{ ...enterprise, id_number: undefined }, ['id_number:VALIDATION.REQUIRED']],
    [{ ...enterprise, licence_number: 'x'.repeat(51) }, ['licence_number:ACCOUNT.TEXT_TOO_LONG']],
    [{ ...individual, certificate_number: '' }, ['certificate_number:VALIDATION.REQUIRED']],
    [{ ...individual, real_name: 'x'.repeat(50) }, []],
  ])('%j -> %j', (form, expected) => expect(codes(form)).toEqual(expected));

  it('returns the trimmed fields of the chosen type', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        fc.pre(name.trim() !== '');
        const result = validateIdentitySubmission({ ...individual, real_name: ` ${name} ` });
        expect(result.ok && result.value.type === 'individual' && result.value.realName).toBe(
          name.trim(),
        );
      }),
    );
  });
});

describe('validateLicenceSize', () => {
  it('names the field and the limit', () => {
    expect(validateLicenceSize(LICENCE_MAX_BYTES + 1)).toEqual({
      field: 'file',
      code: 'ACCOUNT.LICENCE_TOO_LARGE',
      params: { field: 'file', max: '2 MB' },
    });
  });

  it.each([
    [1, undefined],
    [LICENCE_MAX_BYTES, undefined],
    [LICENCE_MAX_BYTES + 1, 'ACCOUNT.LICENCE_TOO_LARGE'],
    [0, 'ACCOUNT.LICENCE_TOO_LARGE'],
  ])('%d bytes -> %s', (bytes, code) => expect(validateLicenceSize(bytes)?.code).toBe(code));

  it('accepts exactly 1 byte to 2 MB', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: LICENCE_MAX_BYTES * 2 }), (bytes) => {
        expect(validateLicenceSize(bytes) === undefined).toBe(
          bytes >= 1 && bytes <= LICENCE_MAX_BYTES,
        );
      }),
    );
  });
});
