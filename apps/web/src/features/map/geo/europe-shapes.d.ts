/** Made at build time by apps/web/build/europe-shapes.ts from world-atlas. */
declare module "virtual:europe-shapes" {
  export interface CountryShape {
    /** Alpha-2 of a retailer market; null for the countries drawn only as context. */
    code: string | null;
    /** world-atlas's name (English), for context countries. */
    name: string;
    /** SVG path in drawing units (MAP_WIDTH × MAP_HEIGHT), clipped to the drawing. */
    d: string;
    centroid: [number, number];
  }
  export const countryShapes: readonly CountryShape[];
}
