import type { Marker } from "../lib/series-style";

/** A marker centred on (x, y), `r` its half-size. */
export function SeriesMarker({
  shape,
  x,
  y,
  r,
  colour,
}: {
  shape: Marker;
  x: number;
  y: number;
  r: number;
  colour: string;
}) {
  const stroke = { stroke: "var(--surface-raised, #fff)", strokeWidth: 1 };
  switch (shape) {
    case "circle":
      return <circle cx={x} cy={y} r={r} fill={colour} {...stroke} />;
    case "square":
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} fill={colour} {...stroke} />;
    case "triangle":
      return (
        <polygon
          points={`${x},${y - r * 1.2} ${x + r * 1.1},${y + r * 0.8} ${x - r * 1.1},${y + r * 0.8}`}
          fill={colour}
          {...stroke}
        />
      );
    case "diamond":
      return (
        <polygon
          points={`${x},${y - r * 1.3} ${x + r * 1.3},${y} ${x},${y + r * 1.3} ${x - r * 1.3},${y}`}
          fill={colour}
          {...stroke}
        />
      );
    case "cross":
      return (
        <path
          d={`M${x - r},${y - r}L${x + r},${y + r}M${x + r},${y - r}L${x - r},${y + r}`}
          stroke={colour}
          strokeWidth={2.5}
        />
      );
  }
}
