// JsBarcode ships types for its DOM entry only; the portal imports the Code 128 encoder alone
// (no renderer, no other symbologies), so these two deep modules are typed here as they are used.
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  /** Code 128 with the start set and set changes chosen automatically (digit pairs in set C). */
  export class CODE128 {
    constructor(data: string, options: object);
    /** True when every character can be encoded (ASCII 0-127). */
    valid(): boolean;
    /** The modules from the start to the stop symbol: '1' a bar module, '0' a space module. */
    encode(): { readonly data: string; readonly text: string };
  }
}

declare module 'jsbarcode/bin/barcodes/CODE128/constants.js' {
  /** The 107 symbols' module patterns by symbol value (103-105 start A/B/C, 106 stop). */
  export const BARS: readonly number[];
}
