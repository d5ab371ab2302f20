/**
 * How each series is told apart (issue 19: equal prices hid each other): a colour, a dash pattern
 * and a marker shape, cycling at different lengths so that no two of the first 30 share all three.
 * Mid-tone colours read on the light and the dark background.
 */
const COLOURS = [
  "#2f7de1",
  "#e08a00",
  "#10a37f",
  "#e0457b",
  "#8b5cf6",
  "#0ea5c6",
  "#7cb518",
  "#ef4444",
  "#a16207",
  "#d946ef",
];
const DASHES = ["", "8 4", "3 3", "12 4 3 4", "2 5", "6 2 2 2"];
export const MARKERS = ["circle", "square", "triangle", "diamond", "cross"] as const;
export type Marker = (typeof MARKERS)[number];

export interface SeriesStyle {
  colour: string;
  dash: string;
  marker: Marker;
}

export const seriesStyle = (index: number): SeriesStyle => ({
  colour: COLOURS[index % COLOURS.length]!,
  dash: DASHES[index % DASHES.length]!,
  marker: MARKERS[index % MARKERS.length]!,
});
