import { describe, expect, it } from 'vitest';
import { qrModules } from './qr-code';

const URI =
  'otpauth://totp/Portal:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Portal&algorithm=SHA1&digits=6&period=30';

/** Whether the 7×7 finder pattern (dark ring, light ring, dark 3×3 core) sits at row, col. */
function finderAt(dark: ReadonlySet<string>, top: number, left: number): boolean {
  for (let r = 0; r < 7; r += 1)
    for (let c = 0; c < 7; c += 1) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      const expected = ring !== 2;
      if (dark.has(`${top + r},${left + c}`) !== expected) return false;
    }
  return true;
}

describe('qrModules', () => {
  it('draws nothing for an empty text', () => {
    expect(qrModules('')).toBeUndefined();
  });

  it('encodes an otpauth URI as a square symbol with its three finder patterns', () => {
    const symbol = qrModules(URI);
    expect(symbol).toBeDefined();
    if (symbol === undefined) return;
    // versions grow by 4 modules from 21 (version 1)
    expect((symbol.size - 21) % 4).toBe(0);
    const dark = new Set(symbol.dark.map(([r, c]) => `${r},${c}`));
    expect(finderAt(dark, 0, 0)).toBe(true);
    expect(finderAt(dark, 0, symbol.size - 7)).toBe(true);
    expect(finderAt(dark, symbol.size - 7, 0)).toBe(true);
    expect(finderAt(dark, symbol.size - 7, symbol.size - 7)).toBe(false);
  });

  it('is the same symbol for the same text and another for another text', () => {
    expect(qrModules(URI)).toEqual(qrModules(URI));
    expect(qrModules(URI)).not.toEqual(qrModules(`${URI}x`));
  });
});
