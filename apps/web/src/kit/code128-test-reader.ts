import { BARS } from 'jsbarcode/bin/barcodes/CODE128/constants.js';

/**
 * Test support: reads a drawn Code 128 back to its text, as a scanner would, so a test proves a
 * label's barcode scans (not merely that an <svg> is there). Symbols are looked up in JsBarcode's
 * own pattern table; the reader checks the quiet zones, the start, the check symbol and the stop.
 */

const SYMBOL_OF = new Map(BARS.map((pattern, value) => [String(pattern), value]));
const START_A = 103;
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** One drawn rect as its attributes read (text), so a browser test can pass them out as data. */
export interface DrawnRect {
  readonly fill: string | null;
  readonly x: string | null;
  readonly width: string | null;
}

/** The modules of `width` ('1' under a black rect), left to right. */
export function modulesOfRects(width: number, rects: readonly DrawnRect[]): string {
  const modules = Array.from({ length: width }, () => '0');
  for (const rect of rects) {
    if (rect.fill !== '#000') continue;
    const x = Number(rect.x);
    for (let i = 0; i < Number(rect.width); i += 1) modules[x + i] = '1';
  }
  return modules.join('');
}

/** The attributes an SVG barcode draws with: its viewBox width and its rects. */
export const svgDrawing = (svg: Element) => ({
  width: Number((svg.getAttribute('viewBox') ?? '').split(' ')[2] ?? 0),
  rects: [...svg.querySelectorAll('rect')].map((rect) => ({
    fill: rect.getAttribute('fill'),
    x: rect.getAttribute('x'),
    width: rect.getAttribute('width'),
  })),
});

/** The modules an SVG barcode draws, left to right, from its viewBox. */
export function modulesOfSvg(svg: Element): string {
  const drawing = svgDrawing(svg);
  return modulesOfRects(drawing.width, drawing.rects);
}

/** Decodes Code 128 modules (quiet zones included) to text; throws where a scanner would refuse. */
export function readCode128(modules: string, quietZone = 10): string {
  const quiet = '0'.repeat(quietZone);
  if (!modules.startsWith(quiet) || !modules.endsWith(quiet)) throw new Error('no quiet zone');
  const body = modules.slice(quietZone, modules.length - quietZone);
  if (!body.endsWith(String(BARS[STOP]))) throw new Error('no stop symbol');
  const symbols: number[] = [];
  for (let at = 0; at < body.length - 13; at += 11) {
    const value = SYMBOL_OF.get(body.slice(at, at + 11));
    if (value === undefined) throw new Error(`unknown symbol at module ${at}`);
    symbols.push(value);
  }
  if ((body.length - 13) % 11 !== 0) throw new Error('symbols do not fill the body');
  const [start = -1, ...rest] = symbols;
  const check = rest.pop();
  const sum = rest.reduce((total, value, i) => total + value * (i + 1), start);
  if (check !== sum % 103) throw new Error('check symbol does not match');
  let set = { [START_A]: 'A', [START_B]: 'B', [START_C]: 'C' }[start];
  if (set === undefined) throw new Error('no start symbol');
  let text = '';
  for (const value of rest) {
    if (set === 'C' && value < 100) text += String(value).padStart(2, '0');
    else if (value === 99) set = 'C';
    else if (value === 100 && set !== 'B') set = 'B';
    else if (value === 101 && set !== 'A') set = 'A';
    else if (value > 95) throw new Error(`unsupported symbol ${value} in set ${set}`);
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
  }
  return text;
}
