import { create } from 'qrcode/lib/core/qrcode.js';

/** A QR symbol as rows of dark modules, without the quiet zone. */
export interface QrModules {
  readonly size: number;
  /** Each dark module as `[row, col]`. */
  readonly dark: readonly (readonly [number, number])[];
}

/** The blank modules around the symbol that ISO/IEC 18004 asks for. */
export const QR_QUIET_ZONE = 4;

/**
 * The modules of `text` as a QR code, from the `qrcode` library's encoder (segments, error
 * correction M, mask choice are the library's), so a screen draws it as SVG without the library's
 * canvas renderer. Undefined for an empty text.
 */
export function qrModules(text: string): QrModules | undefined {
  if (text === '') return undefined;
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const dark: [number, number][] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col) === 1) dark.push([row, col]);
  return { size: modules.size, dark };
}
