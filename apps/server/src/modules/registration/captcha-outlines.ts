// The glyph outlines svg-captcha draws, made unlike the font's: a reader that
// matched each outline against the font's glyphs read 60 of 60 captchas, since the library only
// moves each point by ±0.1 px. Here every glyph is turned, scaled and sheared at random, its curves
// are flattened into straight runs of a random number of points, and all glyphs and a few slivers
// of the same fill become one path in random order: no outline keeps the font's command sequence
// or shape, and no element stands for one character.

/** A random number in [0, 1). */
export type Random = () => number;

type Point = readonly [number, number];

/** The subpaths of an absolute SVG path of M, L, Q, C and Z (what svg-captcha's font writes). */
export function subpathsOf(d: string): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  for (const [, type = '', args = ''] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const n = (args.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const points: Point[] = [];
    for (let i = 0; i + 1 < n.length; i += 2) points.push([n[i]!, n[i + 1]!]);
    if (type === 'M') {
      if (current.length > 0) polygons.push(current);
      current = [...points];
    } else if (type === 'Z') {
      if (current.length > 0) polygons.push(current);
      current = [];
    } else current.push(...points);
  }
  if (current.length > 0) polygons.push(current);
  return polygons;
}

/**
 * The subpaths of a glyph's path with curves flattened: each Q or C becomes 2 to 4 straight runs
 * (chosen at random per curve), so the command sequence no longer follows the font.
 */
export function flattenedSubpaths(d: string, random: Random): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  for (const [, type = '', args = ''] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const n = (args.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const p = (i: number): Point => [n[2 * i] ?? 0, n[2 * i + 1] ?? 0];
    if (type === 'M') {
      if (current.length > 2) polygons.push(current);
      at = p(0);
      current = [at];
    } else if (type === 'L') {
      at = p(0);
      current.push(at);
    } else if (type === 'Q' || type === 'C') {
      const controls = type === 'Q' ? [at, p(0), p(1)] : [at, p(0), p(1), p(2)];
      const steps = 2 + Math.floor(random() * 3);
      for (let s = 1; s <= steps; s += 1) current.push(bezier(controls, s / steps));
      at = controls.at(-1)!;
    } else if (type === 'Z') {
      if (current.length > 2) polygons.push(current);
      current = [];
    }
  }
  if (current.length > 2) polygons.push(current);
  return polygons;
}

/** A point of a Bézier curve of any degree (de Casteljau). */
function bezier(points: readonly Point[], t: number): Point {
  let level = [...points];
  while (level.length > 1)
    level = level.slice(1).map((q, i) => {
      const p = level[i]!;
      return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t] as Point;
    });
  return level[0]!;
}

/**
 * Turns (±0.3 rad), scales (0.85-1.1, each axis) and shears (±0.3) a glyph's subpaths about their
 * centre: enough that no outline matches the font's, little enough that a person reads the digit.
 */
export function distorted(polygons: readonly Point[][], random: Random): Point[][] {
  const all = polygons.flat();
  const cx = (Math.min(...all.map((p) => p[0])) + Math.max(...all.map((p) => p[0]))) / 2;
  const cy = (Math.min(...all.map((p) => p[1])) + Math.max(...all.map((p) => p[1]))) / 2;
  const angle = (random() - 0.5) * 0.6;
  const sx = 0.85 + random() * 0.25;
  const sy = 0.85 + random() * 0.25;
  const shear = (random() - 0.5) * 0.6;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return polygons.map((polygon) =>
    polygon.map(([x, y]) => {
      const dx = (x - cx) * sx + (y - cy) * shear;
      const dy = (y - cy) * sy;
      return [cx + dx * cos - dy * sin, cy + dx * sin + dy * cos] as Point;
    }),
  );
}

/**
 * A thin curved band across the picture in the glyphs' fill: to a reader of outlines it is one
 * more shape among the glyphs; to a person a scratch.
 */
export function sliver(width: number, height: number, random: Random): Point[] {
  const y = () => 6 + random() * (height - 12);
  const controls: Point[] = [
    [random() * width * 0.3, y()],
    [width * (0.2 + random() * 0.3), y()],
    [width * (0.5 + random() * 0.3), y()],
    [width * (0.7 + random() * 0.3), y()],
  ];
  const spine = Array.from({ length: 9 }, (_, i) => bezier(controls, i / 8));
  const thickness = 0.8 + random() * 0.6;
  return [
    ...spine.map(([x, yy]) => [x, yy - thickness] as Point),
    ...spine.reverse().map(([x, yy]) => [x, yy + thickness] as Point),
  ];
}

/** Subpaths as one path's data, points to a tenth of a pixel. */
export const pathData = (polygons: readonly (readonly Point[])[]): string =>
  polygons
    .map((polygon) => `M${polygon.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`)
    .join('');

/** The items in random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
