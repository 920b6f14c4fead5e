import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';

/** One bar of a barcode, in modules from the left edge of the symbol (quiet zone included). */
export interface Bar {
  readonly x: number;
  readonly width: number;
}

export interface Code128Symbol {
  readonly bars: readonly Bar[];
  /** Width in modules, both quiet zones included. */
  readonly modules: number;
}

/** Blank modules on each side: the quiet zone ISO/IEC 15417 asks of a Code 128 symbol. */
export const QUIET_ZONE_MODULES = 10;

/**
 * The Code 128 bars of `text`, from JsBarcode's encoder (start set, set changes and check symbol
 * are the library's), as runs of bar modules, so a screen draws them as SVG without the library's
 * DOM renderer. Undefined for text Code 128 cannot carry (outside ASCII), never a wrong symbol.
 */
export function code128Symbol(text: string): Code128Symbol | undefined {
  if (text === '') return undefined;
  const encoder = new CODE128(text, {});
  if (!encoder.valid()) return undefined;
  const modules = encoder.encode().data;
  const bars: Bar[] = [];
  for (const run of modules.matchAll(/1+/g))
    bars.push({ x: QUIET_ZONE_MODULES + run.index, width: run[0].length });
  return { bars, modules: modules.length + 2 * QUIET_ZONE_MODULES };
}
