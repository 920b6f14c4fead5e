// qrcode's types (DefinitelyTyped) describe its canvas and string renderers; the portal imports
// the encoder alone (no renderer), so this one deep module is typed here as it is used.
declare module 'qrcode/lib/core/qrcode.js' {
  /** The symbol's modules: `get(row, col)` is 1 for a dark module. */
  export interface BitMatrix {
    readonly size: number;
    get(row: number, col: number): number;
  }
  export interface QrSymbol {
    readonly modules: BitMatrix;
    readonly version: number;
  }
  /** Encodes `text` (byte, alphanumeric or numeric segments chosen by the library). */
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): QrSymbol;
}
