import { pick } from "./fake-hash.ts";

/** A kind of product: its English type name, list category, euro price range and measure. */
export interface FakeProductType {
  name: string;
  category: string;
  minEur: number;
  maxEur: number;
  /** `cm` measures to print: [width, depth, height] ranges, or fewer. */
  measure: readonly (readonly [number, number])[];
}

const type = (
  name: string,
  minEur: number,
  maxEur: number,
  measure: FakeProductType["measure"],
): FakeProductType => ({
  name,
  category: name.toLowerCase().replace(/[^a-z]+/g, "-"),
  minEur,
  maxEur,
  measure,
});

export const FAKE_PRODUCT_TYPES: readonly FakeProductType[] = [
  type("Bookcase", 25, 350, [
    [40, 120],
    [25, 40],
    [100, 240],
  ]),
  type("Shelving unit", 20, 300, [
    [40, 160],
    [30, 45],
    [80, 200],
  ]),
  type("Wardrobe", 120, 1500, [
    [50, 300],
    [35, 60],
    [180, 236],
  ]),
  type("Chest of drawers", 60, 600, [
    [40, 160],
    [40, 50],
    [50, 130],
  ]),
  type("Sofa", 199, 1500, [
    [140, 300],
    [80, 100],
    [70, 90],
  ]),
  type("Armchair", 49, 600, [
    [60, 90],
    [70, 95],
    [70, 110],
  ]),
  type("Chair", 15, 250, [
    [40, 60],
    [45, 60],
    [75, 100],
  ]),
  type("Table", 30, 900, [
    [60, 240],
    [60, 110],
    [72, 76],
  ]),
  type("Desk", 40, 500, [
    [90, 180],
    [50, 80],
    [72, 76],
  ]),
  type("Bed frame", 99, 1200, [
    [90, 180],
    [200, 220],
  ]),
  type("Mattress", 79, 1000, [
    [80, 180],
    [200, 200],
  ]),
  type("TV bench", 40, 400, [
    [100, 240],
    [36, 45],
    [40, 60],
  ]),
  type("Sideboard", 90, 700, [
    [100, 200],
    [40, 50],
    [75, 100],
  ]),
  type("Cabinet", 50, 500, [
    [40, 120],
    [30, 45],
    [60, 200],
  ]),
  type("Bench", 30, 300, [
    [80, 180],
    [30, 45],
    [40, 50],
  ]),
  type("Stool", 8, 90, [
    [30, 45],
    [30, 45],
    [45, 75],
  ]),
  type("Floor lamp", 15, 250, [[150, 190]]),
  type("Table lamp", 6, 120, [[20, 60]]),
  type("Rug", 10, 500, [
    [60, 240],
    [90, 300],
  ]),
  type("Mirror", 10, 250, [
    [30, 80],
    [40, 200],
  ]),
  type("Frame", 2, 40, [
    [13, 70],
    [18, 100],
  ]),
  type("Storage box", 3, 40, [
    [20, 55],
    [25, 40],
    [15, 35],
  ]),
  type("Cushion", 3, 30, [
    [40, 65],
    [40, 65],
  ]),
  type("Duvet cover", 15, 90, [
    [150, 240],
    [200, 220],
  ]),
  type("Curtains", 10, 120, [
    [145, 145],
    [250, 300],
  ]),
  type("Plant pot", 2, 60, [[9, 40]]),
  type("Vase", 3, 50, [[10, 50]]),
  type("Tray", 3, 30, [
    [30, 60],
    [20, 40],
  ]),
  type("Clothes rack", 15, 150, [
    [60, 120],
    [40, 60],
    [150, 180],
  ]),
  type("Kitchen island", 200, 1200, [
    [100, 200],
    [60, 90],
    [90, 95],
  ]),
];

export const FAKE_DESIGNS: readonly string[] = [
  "white",
  "black-brown",
  "oak effect",
  "birch veneer",
  "grey",
  "anthracite",
  "beige",
  "white stained oak effect",
  "dark green",
  "light grey-blue",
  "walnut effect",
  "pine",
];

const onsets = [
  "B",
  "BJ",
  "BR",
  "D",
  "F",
  "FL",
  "G",
  "GR",
  "H",
  "K",
  "KR",
  "L",
  "M",
  "N",
  "P",
  "R",
];
const moreOnsets = ["S", "SK", "SL", "SN", "ST", "SV", "T", "TR", "V", "VR", "J", "KL", "FJ", "ST"];
const vowels = ["A", "E", "I", "O", "U", "Y", "Å", "Ä", "Ö", "A", "E", "O"];
const codas = ["", "", "N", "R", "LL", "K", "T", "S", "ND", "RN", "X", "M", "G", "RK", "NS"];
const allOnsets = [...onsets, ...moreOnsets];

/** A name in the retailer's manner (KALLAX, BJÖRKSNÄS): two or three syllables, upper case. */
export function inventName(draw: (slot: string) => number): string {
  const syllables = draw("count") < 0.6 ? 2 : 3;
  let name = "";
  for (let i = 0; i < syllables; i++) {
    const onset = i === 0 || draw(`bare${i}`) < 0.8 ? pick(allOnsets, draw(`onset${i}`)) : "";
    const coda =
      i === syllables - 1 || draw(`closed${i}`) < 0.3 ? pick(codas, draw(`coda${i}`)) : "";
    name += onset + pick(vowels, draw(`vowel${i}`)) + coda;
  }
  return name;
}
