import { countryShapes } from "virtual:europe-shapes";
import { memo } from "react";

/**
 * The country shapes, drawn from the path strings the build made (apps/web/build/europe-shapes.ts).
 * Memoised: pan and zoom move their group, so a move renders none of them again.
 */
export const CountryLayer = memo(function CountryLayer({
  fills,
  selectedCountry,
  onSelectCountry,
}: {
  fills?: ReadonlyMap<string, string>;
  selectedCountry?: string | null;
  /** Absent: the shapes take no clicks (the stores map). */
  onSelectCountry?: (code: string) => void;
}) {
  return countryShapes.map((shape) => {
    const fill = shape.code ? fills?.get(shape.code) : undefined;
    const code = onSelectCountry ? shape.code : null;
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the table below the map does the same by keyboard
      <path
        key={shape.code ?? shape.name}
        d={shape.d}
        data-country={shape.code ?? undefined}
        vectorEffect="non-scaling-stroke"
        className={
          fill
            ? "stroke-[#334155]"
            : shape.code
              ? "fill-[#f8fafc] stroke-[#64748b] dark:fill-[#334155] dark:stroke-[#94a3b8]"
              : "fill-[#e2e8f0] stroke-[#94a3b8] dark:fill-[#1e293b] dark:stroke-[#475569]"
        }
        style={fill ? { fill } : undefined}
        strokeWidth={shape.code !== null && shape.code === selectedCountry ? 2.5 : 0.6}
        onClick={code ? () => onSelectCountry?.(code) : undefined}
      >
        <title>{shape.name}</title>
      </path>
    );
  });
});

/** The home country's dashed outline and its house at its centre (the price map). */
export function homeShapeOf(code: string | null | undefined) {
  return code ? countryShapes.find((shape) => shape.code === code) : undefined;
}
