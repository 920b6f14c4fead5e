import { code128Symbol } from './code128';

/** Millimetres per module: 0.4 mm reads with common handheld scanners at label distance. */
const MODULE_MM = 0.4;

/**
 * A scannable Code 128 barcode of `text`, drawn as SVG (crisp on screen and in print), named by
 * its text for assistive technology. Draws nothing for text Code 128 cannot carry.
 */
export function Code128(props: { text: string; heightMm?: number; className?: string }) {
  const symbol = code128Symbol(props.text);
  if (symbol === undefined) return null;
  const height = props.heightMm ?? 18;
  return (
    <svg
      className={props.className}
      role="img"
      aria-label={props.text}
      data-code128={props.text}
      width={`${symbol.modules * MODULE_MM}mm`}
      height={`${height}mm`}
      viewBox={`0 0 ${symbol.modules} ${height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
    >
      <rect x={0} y={0} width={symbol.modules} height={height} fill="#fff" />
      {symbol.bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}
