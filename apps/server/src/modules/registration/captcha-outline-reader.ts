// The glyph-outline attack, as a reader for the captcha's tests (never imported by the app):
// it knows svg-captcha's font (it draws each character with the library) and reads a captcha by
// matching every drawn glyph against those outlines.
import svgCaptcha from 'svg-captcha';
import { flattenedSubpaths } from './captcha-outlines';

type Point = readonly [number, number];
const drawText = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;

/** Four runs per curve, the same for the templates and the glyphs read. */
const outline = (d: string) => flattenedSubpaths(d, () => 0.99);
const filledPaths = (svg: string) =>
  [...svg.matchAll(/<path fill="[^"]*"[^>]* d="([^"]*)"/g)].map(([, d = '']) => d);

/** At most 120 of the points, evenly picked: enough to tell glyphs apart, cheap to compare. */
const thinned = (points: readonly Point[]) => {
  const stride = Math.max(1, Math.ceil(points.length / 120));
  return points.filter((_, i) => i % stride === 0);
};

/** Points scaled into the unit square of their bounding box (thinned). */
function normalised(all: readonly Point[]): Point[] {
  const points = thinned(all);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  const w = Math.max(...xs) - x0 || 1;
  const h = Math.max(...ys) - y0 || 1;
  return points.map(([x, y]) => [(x - x0) / w, (y - y0) / h] as Point);
}

/** Symmetric mean nearest-point distance of two point sets (chamfer distance). */
function chamfer(a: readonly Point[], b: readonly Point[]): number {
  const one = (from: readonly Point[], to: readonly Point[]) =>
    from.reduce(
      (sum, [x, y]) => sum + Math.min(...to.map(([u, v]) => Math.hypot(x - u, y - v))),
      0,
    ) / from.length;
  return (one(a, b) + one(b, a)) / 2;
}

const CHARACTERS = '0123456789+-x=?';
const TEMPLATES = [...CHARACTERS].map((character) => {
  const svg = drawText(character, { width: 150, height: 50, fontSize: 48, noise: 0, color: false });
  const polygons = filledPaths(svg).flatMap(outline);
  return { character, points: normalised(polygons.flat()) };
});

/** Subpaths in groups that overlap left to right: one group per glyph on screen. */
function glyphGroups(polygons: readonly Point[][]): Point[][][] {
  const spans = polygons
    .map((polygon) => ({
      polygon,
      from: Math.min(...polygon.map((p) => p[0])),
      to: Math.max(...polygon.map((p) => p[0])),
    }))
    .sort((a, b) => a.from - b.from);
  const groups: { to: number; polygons: Point[][] }[] = [];
  for (const span of spans) {
    const last = groups.at(-1);
    if (last && span.from < last.to) {
      last.polygons.push(span.polygon);
      last.to = Math.max(last.to, span.to);
    } else groups.push({ to: span.to, polygons: [span.polygon] });
  }
  return groups.map((group) => group.polygons);
}

/** How far a match may be (in bounding boxes) and still count as that character. */
const MATCH_MAX = 0.08;

/**
 * The text a script reads from a captcha by the library's glyph outlines, glyphs left to right;
 * a glyph matching no outline well enough reads as '#'.
 */
export function readByGlyphOutlines(svg: string): string {
  const paths = filledPaths(svg);
  const glyphs =
    paths.length > 1 ? paths.map((d) => outline(d)) : glyphGroups(paths.flatMap((d) => outline(d)));
  return glyphs
    .map((polygons) => ({
      x: Math.min(...polygons.flat().map((p) => p[0])),
      points: normalised(polygons.flat()),
    }))
    .sort((a, b) => a.x - b.x)
    .map(({ points }) => {
      const best = TEMPLATES.map((t) => ({ t, distance: chamfer(points, t.points) })).sort(
        (a, b) => a.distance - b.distance,
      )[0];
      return best && best.distance <= MATCH_MAX ? best.t.character : '#';
    })
    .join('');
}
