const centimetres = /^(\d+(?:[.,]\d+)?)\s*(?:cm)?$/;

/** `198 cm`, `80.0`, `62,5 cm` → centimetres; null for anything else (dimensions are optional). */
export function parseCentimetres(text: string): number | null {
  const match = centimetres.exec(text.trim());
  return match?.[1] ? Number(match[1].replace(",", ".")) : null;
}

export interface Dimensions {
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
}

const labelled = (label: string) => new RegExp(`(?:^|\\s)${label}:\\s*(\\d+(?:\\.\\d+)?)\\s*cm`);
const widthLabel = labelled("Width");
const depthLabel = labelled("Depth");
const heightLabel = labelled("Height");

/**
 * The AE feed writes `Width:80.0 cm Depth:62.1 cm Height:88.0 cm Frame, depth:60.0 cm`; only the
 * capitalised labels are the article's own size (`Frame, depth` is a part's).
 */
export function parseLabelledDimensions(text: string): Dimensions {
  const read = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match?.[1] ? Number(match[1]) : null;
  };
  return { widthCm: read(widthLabel), depthCm: read(depthLabel), heightCm: read(heightLabel) };
}
