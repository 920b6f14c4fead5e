import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECOVERY_ALPHABET, readTypedCode, recoveryCodeFrom } from './two-factor';

describe('readTypedCode', () => {
  it.each([
    ['123456', { kind: 'totp', code: '123456' }],
    [' 123 456 ', { kind: 'totp', code: '123456' }],
    ['12345', { kind: 'none' }],
    ['1234567', { kind: 'none' }],
    ['ABCDE-FGHJK', { kind: 'recovery', code: 'ABCDEFGHJK' }],
    ['abcde fghjk', { kind: 'recovery', code: 'ABCDEFGHJK' }],
    ['ABCDE-FGHJ0', { kind: 'none' }],
    ['', { kind: 'none' }],
  ])('%j → %j', (text, expected) => {
    expect(readTypedCode(text)).toEqual(expected);
  });

  it('reads back every recovery code it would issue, however it is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 10, maxLength: 10 }), fc.boolean(), (indexes, lower) => {
        const code = recoveryCodeFrom(indexes);
        expect(code).toMatch(new RegExp(`^[${RECOVERY_ALPHABET}]{5}-[${RECOVERY_ALPHABET}]{5}$`));
        const typed = lower ? code.toLowerCase() : code;
        expect(readTypedCode(typed)).toEqual({ kind: 'recovery', code: code.replace('-', '') });
      }),
    );
  });
});
