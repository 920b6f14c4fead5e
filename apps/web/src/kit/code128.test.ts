import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { code128Symbol, QUIET_ZONE_MODULES } from './code128';
import { readCode128 } from './code128-test-reader';

/** The symbol's bars back as modules, as the SVG draws them. */
const modulesOf = (text: string) => {
  const symbol = code128Symbol(text);
  if (symbol === undefined) return undefined;
  const modules = Array.from({ length: symbol.modules }, () => '0');
  for (const bar of symbol.bars) for (let i = 0; i < bar.width; i += 1) modules[bar.x + i] = '1';
  return modules.join('');
};

describe('code128Symbol', () => {
  it.each([['ASN00000042-001'], ['ASN20261124-012'], ['12345678'], ['a b-C_9']])(
    '%s reads back from its bars',
    (text) => {
      expect(readCode128(modulesOf(text)!)).toBe(text);
    },
  );

  it.each([[''], ['深圳仓'], ['naïve']])('%j cannot be carried: no symbol', (text) => {
    expect(code128Symbol(text)).toBeUndefined();
  });

  it('keeps a blank quiet zone of 10 modules each side and starts and ends on a bar', () => {
    const symbol = code128Symbol('ASN00000042-001')!;
    expect(symbol.bars[0]?.x).toBe(QUIET_ZONE_MODULES);
    const last = symbol.bars.at(-1)!;
    expect(last.x + last.width).toBe(symbol.modules - QUIET_ZONE_MODULES);
  });

  it('every printable ASCII text reads back unchanged (start, set changes and check are right)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ -~]{1,40}$/), (text) => {
        expect(readCode128(modulesOf(text)!)).toBe(text);
      }),
    );
  });

  it('the reader refuses a symbol with one bar module flipped (the check catches it)', () => {
    const modules = modulesOf('ASN00000042-001')!;
    const at = QUIET_ZONE_MODULES + 11 * 3 + 5;
    const flipped = `${modules.slice(0, at)}${modules[at] === '1' ? '0' : '1'}${modules.slice(at + 1)}`;
    expect(() => readCode128(flipped)).toThrow();
  });
});
