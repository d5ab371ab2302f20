/** What a demo article can be: a price range in euros and plausible outer dimensions in cm. */
export interface ArticleType {
  name: string;
  priceEur: [number, number];
  widthCm: [number, number];
  depthCm: [number, number];
  heightCm: [number, number];
}

export const articleTypes: readonly ArticleType[] = [
  {
    name: "Bookcase",
    priceEur: [29, 249],
    widthCm: [40, 120],
    depthCm: [28, 40],
    heightCm: [100, 240],
  },
  {
    name: "Shelving unit",
    priceEur: [19, 199],
    widthCm: [40, 150],
    depthCm: [30, 45],
    heightCm: [70, 200],
  },
  {
    name: "Sofa",
    priceEur: [249, 1499],
    widthCm: [150, 300],
    depthCm: [80, 100],
    heightCm: [70, 95],
  },
  {
    name: "Armchair",
    priceEur: [79, 599],
    widthCm: [60, 95],
    depthCm: [70, 95],
    heightCm: [70, 110],
  },
  { name: "Chair", priceEur: [19, 199], widthCm: [40, 60], depthCm: [45, 60], heightCm: [75, 105] },
  {
    name: "Dining table",
    priceEur: [69, 699],
    widthCm: [75, 220],
    depthCm: [75, 100],
    heightCm: [72, 76],
  },
  { name: "Desk", priceEur: [49, 449], widthCm: [90, 160], depthCm: [50, 80], heightCm: [72, 76] },
  {
    name: "Wardrobe",
    priceEur: [149, 1199],
    widthCm: [50, 250],
    depthCm: [55, 60],
    heightCm: [180, 236],
  },
  {
    name: "Chest of drawers",
    priceEur: [59, 399],
    widthCm: [40, 160],
    depthCm: [40, 50],
    heightCm: [70, 130],
  },
  {
    name: "Bed frame",
    priceEur: [99, 899],
    widthCm: [90, 180],
    depthCm: [200, 220],
    heightCm: [30, 120],
  },
  {
    name: "Mattress",
    priceEur: [79, 799],
    widthCm: [80, 180],
    depthCm: [200, 200],
    heightCm: [10, 30],
  },
  {
    name: "Table lamp",
    priceEur: [9.99, 89],
    widthCm: [12, 35],
    depthCm: [12, 35],
    heightCm: [25, 60],
  },
  {
    name: "Floor lamp",
    priceEur: [19, 149],
    widthCm: [25, 50],
    depthCm: [25, 50],
    heightCm: [140, 190],
  },
  {
    name: "Pendant lamp",
    priceEur: [9.99, 129],
    widthCm: [20, 60],
    depthCm: [20, 60],
    heightCm: [15, 50],
  },
  { name: "Rug", priceEur: [14.99, 399], widthCm: [60, 250], depthCm: [90, 350], heightCm: [1, 2] },
  {
    name: "Mirror",
    priceEur: [9.99, 199],
    widthCm: [30, 100],
    depthCm: [2, 5],
    heightCm: [40, 180],
  },
  {
    name: "Cabinet",
    priceEur: [49, 399],
    widthCm: [40, 120],
    depthCm: [35, 50],
    heightCm: [80, 200],
  },
  {
    name: "TV bench",
    priceEur: [39, 299],
    widthCm: [100, 240],
    depthCm: [35, 45],
    heightCm: [40, 60],
  },
  {
    name: "Storage box",
    priceEur: [2.99, 29.99],
    widthCm: [15, 55],
    depthCm: [15, 40],
    heightCm: [10, 35],
  },
  {
    name: "Cushion",
    priceEur: [3.99, 24.99],
    widthCm: [40, 65],
    depthCm: [40, 65],
    heightCm: [10, 20],
  },
];

export const colours = [
  "white",
  "black-brown",
  "birch effect",
  "white stained oak effect",
  "anthracite",
  "light grey",
  "beige",
  "dark green",
  "light blue",
  "natural",
] as const;
