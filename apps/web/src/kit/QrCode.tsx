import { qrModules, QR_QUIET_ZONE } from './qr-code';

/**
 * A QR code of `text` drawn as SVG (crisp at any zoom), named by `label` for assistive technology;
 * the text itself (a secret) is not its name. Draws nothing for an empty text.
 */
export function QrCode(props: {
  text: string;
  label: string;
  sizePx?: number;
  className?: string;
}) {
  const symbol = qrModules(props.text);
  if (symbol === undefined) return null;
  const side = symbol.size + 2 * QR_QUIET_ZONE;
  const px = props.sizePx ?? 200;
  // one path of unit squares: thousands of <rect>s would make the screen slow to render
  const path = symbol.dark
    .map(([row, col]) => `M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`)
    .join('');
  return (
    <svg
      className={props.className}
      role="img"
      aria-label={props.label}
      data-qr-size={symbol.size}
      width={px}
      height={px}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={0} y={0} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
