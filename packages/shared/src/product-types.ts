/**
 * The retailer's product types (issue 20): one stable key per type, named after its English
 * wording, with the wordings the offline catalogues use for it. `sa` lists the Saudi catalogue's
 * English short description up to its first comma ("Shelving unit, 77x147 cm" → "Shelving unit"),
 * `no` the Norwegian catalogue's `typeName` as a whole ("Hjørnesofa, 5-seters"). Several wordings
 * may name one type (the Saudi file writes "Table and 2 chairs" and "Table+2 chairs"). Each key is
 * translated in `locales/{lang}/product-types.json` with the retailer's wording where it is known.
 */
export interface ProductTypeWordings {
  readonly sa: readonly string[];
  readonly no: readonly string[];
}

export const productTypes = {
  table: { sa: ["Table", "Dining table"], no: [] },
  wardrobe: { sa: ["Wardrobe"], no: [] },
  "wardrobe-with-2-doors": { sa: ["Wardrobe with 2 doors"], no: [] },
  "wardrobe-with-3-doors": { sa: ["Wardrobe with 3 doors"], no: [] },
  "wardrobe-combination": { sa: ["Wardrobe combination"], no: [] },
  "corner-wardrobe": { sa: ["Corner wardrobe"], no: [] },
  "open-wardrobe": { sa: ["Open wardrobe"], no: [] },
  "table-and-2-chairs": { sa: ["Table and 2 chairs", "Table+2 chairs"], no: [] },
  "table-and-4-chairs": { sa: ["Table and 4 chairs", "Table+4 chairs"], no: [] },
  "table-and-6-chairs": { sa: ["Table and 6 chairs"], no: [] },
  "table-and-4-chairs-with-armrests": { sa: ["Table+4 chairs w armrests"], no: [] },
  "table-and-6-chairs-with-armrests": { sa: ["Table+6 chairs w armrests"], no: [] },
  "table-and-4-reclining-chairs": { sa: ["Table+4 reclining chairs"], no: [] },
  "table-and-6-reclining-chairs": { sa: ["Table+6 reclining chairs"], no: [] },
  chair: { sa: ["Chair"], no: [] },
  "chair-with-armrests": { sa: ["Chair with armrests"], no: [] },
  "reclining-chair": { sa: ["Reclining chair"], no: [] },
  "swivel-chair": { sa: ["Swivel chair"], no: [] },
  "folding-chair": { sa: ["Folding chair"], no: [] },
  "office-chair": { sa: ["Office chair"], no: [] },
  "office-chair-with-armrests": { sa: ["Office chair with armrests"], no: [] },
  "conference-chair": { sa: ["Conference chair"], no: [] },
  "chair-frame": { sa: ["Chair frame"], no: [] },
  "seat-shell": { sa: ["Seat shell"], no: [] },
  "rocking-chair": { sa: ["Rocking-chair"], no: [] },
  "childrens-chair": { sa: ["Children's chair"], no: [] },
  "childrens-desk-chair": { sa: ["Children's desk chair"], no: [] },
  "junior-chair": { sa: ["Junior chair"], no: [] },
  "childrens-armchair": { sa: ["Children's armchair"], no: [] },
  armchair: { sa: ["Armchair", "Easy chair"], no: ["Lenestol"] },
  recliner: { sa: ["Recliner"], no: [] },
  stool: { sa: ["Stool"], no: [] },
  "step-stool": { sa: ["Step stool"], no: [] },
  "childrens-stool": { sa: ["Children's stool"], no: [] },
  "bar-stool": { sa: ["Bar stool"], no: [] },
  "bar-stool-with-backrest": { sa: ["Bar stool with backrest"], no: [] },
  "bar-table": { sa: ["Bar table"], no: [] },
  "bar-table-and-2-bar-stools": { sa: ["Bar table and 2 bar stools"], no: [] },
  "bar-table-and-4-bar-stools": { sa: ["Bar table and 4 bar stools"], no: [] },
  bench: { sa: ["Bench"], no: ["Benk"] },
  "storage-combination": { sa: ["Storage combination"], no: [] },
  "storage-combination-with-doors": { sa: ["Storage combination with doors"], no: [] },
  "storage-combination-with-glass-doors": {
    sa: ["Storage combination w glass doors", "Storage combination w glass-doors"],
    no: [],
  },
  "storage-combination-with-doors-and-drawers": {
    sa: ["Storage combination w doors/drawers"],
    no: [],
  },
  "storage-combination-with-sliding-doors": {
    sa: ["Storage combination w sliding doors", "Storage comb w sliding glass doors"],
    no: [],
  },
  "wall-mounted-storage-combination": { sa: ["Wall-mounted storage combination"], no: [] },
  "wall-mounted-cabinet-combination": { sa: ["Wall-mounted cabinet combination"], no: [] },
  "media-storage-combination": { sa: ["Media storage combination"], no: [] },
  "cabinet-combination": { sa: ["Cabinet combination"], no: [] },
  "cabinet-combination-with-legs": {
    sa: ["Cabinet combination with feet", "Cabinet combination with legs"],
    no: [],
  },
  cabinet: { sa: ["Cabinet", "Cabinet unit"], no: [] },
  "cabinet-with-doors": {
    sa: ["Cabinet with doors", "Cabinet with door", "Cabinet with 2 doors"],
    no: [],
  },
  "cabinet-with-plinth": { sa: ["Cabinet with plinth"], no: [] },
  "glass-door-cabinet": { sa: ["Glass-door cabinet"], no: [] },
  "glass-door-cabinet-with-plinth": { sa: ["Glass-door cabinet with plinth"], no: [] },
  "shelving-unit": { sa: ["Shelving unit", "Shelf unit"], no: [] },
  "shelving-unit-with-4-inserts": { sa: ["Shelving unit with 4 inserts"], no: [] },
  "shelving-unit-with-cabinets": {
    sa: [
      "Shelving unit with cabinet",
      "Shelving unit with cabinets",
      "Shelving unit with 2 cabinets",
    ],
    no: [],
  },
  "shelving-unit-with-cabinets-and-drawers": { sa: ["Shelving unit w cabinets/drawers"], no: [] },
  "shelving-unit-with-doors": { sa: ["Shelving unit with doors"], no: [] },
  "shelving-unit-with-cover": { sa: ["Shelving unit with cover"], no: [] },
  "shelving-unit-with-clothes-rail": { sa: ["Shelving unit with clothes rail"], no: [] },
  "shelving-unit-in-outdoor": { sa: ["Shelving unit in/outdoor"], no: [] },
  "wall-mounted-shelving-unit": { sa: ["Wall-mounted shelving unit"], no: [] },
  "wall-shelf": { sa: ["Wall shelf"], no: [] },
  shelf: { sa: ["Shelf", "Extra shelf"], no: [] },
  "glass-shelf": { sa: ["Glass shelf"], no: [] },
  bookcase: { sa: ["Bookcase"], no: [] },
  "bookcase-with-glass-doors": {
    sa: ["Bookcase with glass-doors", "Bookcase with glass door"],
    no: [],
  },
  "bookcase-with-doors": {
    sa: [
      "Bookcase with doors",
      "Bookcase with door",
      "Bookcase with panel/glass doors",
      "Bookcase with panel/glass door",
    ],
    no: [],
  },
  "bookcase-with-display-shelf": { sa: ["Bookcase with display shelf"], no: [] },
  "1-section": { sa: ["1 section"], no: [] },
  "2-sections": { sa: ["2 sections"], no: [] },
  "3-sections": { sa: ["3 sections"], no: [] },
  "1-section-shelves": { sa: ["1 section/shelves"], no: [] },
  "2-sections-shelves": { sa: ["2 sections/shelves"], no: [] },
  "3-sections-shelves": { sa: ["3 sections/shelves"], no: [] },
  "4-sections-shelves": { sa: ["4 sections/shelves"], no: [] },
  "wall-upright": { sa: ["Wall upright"], no: [] },
  "wall-upright-shelves": { sa: ["Wall upright/shelves"], no: [] },
  "wall-upright-shelves-rod": { sa: ["Wall upright/shelves/rod"], no: [] },
  "wall-upright-shelves-drying-rack": { sa: ["Wall upright/shelves/drying rack"], no: [] },
  "wall-storage": { sa: ["Wall storage"], no: [] },
  "suspension-rail": { sa: ["Suspension rail"], no: [] },
  frame: { sa: ["Frame"], no: [] },
  "frame-with-wire-baskets": { sa: ["Frame with wire baskets", "Frame with mesh baskets"], no: [] },
  "frame-wire-baskets-clothes-rails": {
    sa: ["Frame/wire baskets/clothes rails", "Frame/mesh baskets/clothes rails"],
    no: [],
  },
  "add-on-unit": { sa: ["Add-on unit"], no: [] },
  "height-extension-unit": { sa: ["Height extension unit"], no: [] },
  "storage-box": { sa: ["Storage box"], no: [] },
  "storage-case": { sa: ["Storage case"], no: [] },
  "storage-unit-on-castors": { sa: ["Storage unit on castors"], no: [] },
  "storage-unit-on-legs": { sa: ["Storage unit on legs"], no: [] },
  "storage-unit-with-smart-lock": { sa: ["Storage unit with smart lock"], no: [] },
  "tv-bench": { sa: ["TV bench"], no: [] },
  "tv-bench-with-doors": { sa: ["TV bench with doors"], no: [] },
  "tv-bench-with-drawers": { sa: ["TV bench with drawers"], no: [] },
  "tv-bench-with-doors-and-drawers": { sa: ["TV bench with doors and drawers"], no: [] },
  "tv-storage-combination": {
    sa: ["TV storage combination", "Cabinet combination for TV"],
    no: [],
  },
  "tv-storage-combination-with-glass-doors": { sa: ["TV storage combination/glass doors"], no: [] },
  "top-panel-for-tv-bench": { sa: ["Top panel for TV", "Top panel"], no: [] },
  "coffee-table": { sa: ["Coffee table"], no: [] },
  "side-table": { sa: ["Side table"], no: [] },
  "side-table-on-castors": { sa: ["Side table on castors"], no: [] },
  "nest-of-tables": { sa: ["Nest of tables"], no: [] },
  "tray-table": { sa: ["Tray table"], no: [] },
  "console-table": { sa: ["Console table"], no: [] },
  "bedside-table": { sa: ["Bedside table"], no: [] },
  "extendable-table": { sa: ["Extendable table"], no: [] },
  "drop-leaf-table": { sa: ["Drop-leaf table", "Gateleg table"], no: [] },
  "wall-mounted-drop-leaf-table": { sa: ["Wall-mounted drop-leaf table"], no: [] },
  "table-top": { sa: ["Table top", "Desk top"], no: [] },
  "glass-top": { sa: ["Glass top"], no: [] },
  underframe: { sa: ["Underframe", "Underframe for table top"], no: [] },
  "underframe-sit-stand": { sa: ["Underframe sit/stand f table tp"], no: [] },
  "childrens-table": { sa: ["Children's table"], no: [] },
  "conference-table": { sa: ["Conference table"], no: [] },
  "dressing-table": { sa: ["Dressing table"], no: [] },
  "kitchen-island": { sa: ["Kitchen island"], no: [] },
  "kitchen-trolley": { sa: ["Kitchen trolley"], no: [] },
  trolley: { sa: ["Trolley"], no: [] },
  "storage-table": { sa: ["Storage table"], no: [] },
  desk: { sa: ["Desk"], no: [] },
  "desk-sit-stand": { sa: ["Desk sit/stand"], no: [] },
  "desk-combination": { sa: ["Desk combination"], no: [] },
  "desk-with-add-on-unit": { sa: ["Desk with add-on unit"], no: [] },
  "desk-with-screen": { sa: ["Desk with screen"], no: [] },
  "wall-mounted-workspace-combination": { sa: ["Wall-mounted workspace combination"], no: [] },
  "chest-of-2-drawers": { sa: ["Chest of 2 drawers"], no: [] },
  "chest-of-3-drawers": { sa: ["Chest of 3 drawers"], no: [] },
  "chest-of-4-drawers": { sa: ["Chest of 4 drawers"], no: [] },
  "chest-of-5-drawers": { sa: ["Chest of 5 drawers"], no: [] },
  "chest-of-6-drawers": { sa: ["Chest of 6 drawers"], no: [] },
  "chest-of-7-drawers": { sa: ["Chest of 7 drawers"], no: [] },
  "chest-of-8-drawers": { sa: ["Chest of 8 drawers"], no: [] },
  "chest-of-9-drawers": { sa: ["Chest of 9 drawers"], no: [] },
  "chest-of-12-drawers": { sa: ["Chest of 12 drawers"], no: [] },
  "modular-chest-of-2-drawers": { sa: ["Modular chest of 2 drawers"], no: [] },
  "modular-chest-of-3-drawers": { sa: ["Modular chest of 3 drawers"], no: [] },
  "drawer-unit": { sa: ["Drawer unit"], no: [] },
  "drawer-unit-on-castors": { sa: ["Drawer unit on castors"], no: [] },
  "drawer-frame": { sa: ["Drawer frame"], no: [] },
  "drawer-front": { sa: ["Drawer front"], no: [] },
  door: { sa: ["Door"], no: [] },
  "glass-door": { sa: ["Glass door"], no: [] },
  "panel-glass-door": { sa: ["Panel/glass door"], no: [] },
  "door-drawer-front": { sa: ["Door/drawer front"], no: [] },
  handle: { sa: ["Handle", "Leather handle"], no: [] },
  "drop-handle": { sa: ["Drop handle"], no: [] },
  knob: { sa: ["Knob"], no: [] },
  leg: {
    sa: ["Leg", "Supporting leg"],
    no: [
      "Ben",
      "Ben til lenestoler/sofaer",
      "Ben til 3-seters sofa",
      "Ben til 2-seters sofa",
      "Ben til benk",
      "Ben til 3-seters sofa med sjeselong",
    ],
  },
  post: { sa: ["Post"], no: [] },
  bracket: { sa: ["Bracket"], no: [] },
  "drawer-runner": { sa: ["Drawer runner"], no: [] },
  "bed-frame": {
    sa: ["Bed frame", "Bed frame with slatted bed base", "Bed frame with headboard"],
    no: [],
  },
  "bed-frame-with-storage": {
    sa: [
      "Bed frame with storage",
      "Bed frame w storage and headboard",
      "Bed frame with 4 drawers",
      "Bed frame with 2 storage boxes",
      "Bed frame with 4 storage boxes",
    ],
    no: [],
  },
  "divan-bed": { sa: ["Divan bed"], no: [] },
  "extendable-bed-frame": { sa: ["Ext bed frame with slatted bed base", "Extendable bed"], no: [] },
  "bunk-bed-frame": { sa: ["Bunk bed frame"], no: [] },
  "loft-bed-frame": { sa: ["Loft bed frame", "Loft bed frame with desk top"], no: [] },
  "day-bed": { sa: ["Day-bed frame"], no: ["Dagseng", "Dagseng med 2 madrasser"] },
  "day-bed-with-drawers": {
    sa: [
      "Day-bed w 2 drawers/2 mattresses",
      "Day-bed w 3 drawers/2 mattresses",
      "Day-bed frame with 2 drawers",
      "Day-bed frame with 3 drawers",
    ],
    no: [
      "Dagseng med 2 skuffer/2 madrasser",
      "Dagseng med 3 skuffer/2 madrasser",
      "Dagseng med 2 skuffer",
      "Dagseng 3 skuffer",
    ],
  },
  cot: { sa: ["Cot"], no: [] },
  "cot-with-drawers": { sa: ["Cot with drawers"], no: [] },
  headboard: { sa: ["Headboard", "Headboard with storage compartment"], no: [] },
  "bed-tent": { sa: ["Bed tent", "Bed tent with curtain"], no: [] },
  mattress: { sa: ["Mattress"], no: ["Madrass", "Madrass med pocketfjærer"] },
  "sofa-bed": { sa: ["Sofa-bed"], no: ["Sovesofa"] },
  "sofa-bed-with-side-table": { sa: ["Sofa-bed with side table"], no: ["Sovesofa med nattbord"] },
  "2-seat-sofa": {
    sa: ["2-seat sofa", "Two-seat sofa"],
    no: ["2-seters sofa", "2-seters sofa, inne-/utendørs"],
  },
  "3-seat-sofa": {
    sa: ["3-seat sofa", "Three-seat sofa"],
    no: ["3-seters sofa", "3-seters sofa med høy rygg", "3-seters sofa, inne-/utendørs"],
  },
  "4-seat-sofa": { sa: ["4-seat sofa"], no: ["4-seters sofa", "4-seters sofa, inne-/utendørs"] },
  "5-seat-sofa": { sa: ["5-seat sofa"], no: ["5-seters sofa"] },
  "2-seat-sofa-bed": { sa: ["2-seat sofa-bed", "Two-seat sofa-bed"], no: ["2-seters sovesofa"] },
  "3-seat-sofa-bed": { sa: ["3-seat sofa-bed"], no: ["3-seters sovesofa"] },
  "corner-sofa": {
    sa: ["Corner sofa", "Modular corner sofa 3-seat"],
    no: [
      "Hjørnesofa, 3-seters",
      "Hjørnesofa, 4-seters",
      "Hjørnesofa, 5-seters",
      "Hjørnesofa, 6-seters",
      "3-seters modulhjørnesofa",
      "4-seters modulhjørnesofa",
    ],
  },
  "corner-sofa-bed": {
    sa: ["Corner sofa-bed", "Modular corner sofa 3-seat+sofa-bed"],
    no: [
      "Hjørnesovesofa",
      "Hjørnesovesofa, 4-seters",
      "Hjørnesovesofa, 5-seter",
      "Hjørnesovesofa, 6-seter",
      "Hjørnesovesofa med oppbevaring",
      "3-seters modulhjørnesofa + seng",
    ],
  },
  "u-shaped-sofa": {
    sa: ["U-shaped sofa"],
    no: ["U-formet 6-seters sofa", "U-formet sofa, 7-seters"],
  },
  "2-seat-modular-sofa": { sa: ["2-seat modular sofa"], no: ["2-seters modulsofa"] },
  "3-seat-modular-sofa": { sa: ["3-seat modular sofa"], no: ["3-seters modulsofa"] },
  "modular-sofa-with-sofa-bed": {
    sa: [
      "3-seat modular sofa with sofa-bed",
      "2-seat modular sofa w 2 sofa-beds",
      "4-seat modular sofa w 3 sofa-beds",
    ],
    no: [
      "3-seters modulsofa med seng",
      "2-seters modulsofa med seng",
      "2-seters modulsofa med 2 senger",
      "4-seters modulsofa med 3 senger",
    ],
  },
  "1-seat-section": { sa: ["1-seat section", "One-seat section"], no: ["1-seters modul"] },
  "2-seat-section": { sa: ["2-seat section"], no: ["2-seters modul"] },
  "3-seat-section": { sa: ["3-seat section"], no: ["3-seters modul"] },
  "corner-section": { sa: ["Corner section"], no: ["Hjørnemodul"] },
  "armrest-section": { sa: ["Armrest section"], no: [] },
  "2-seat-sofa-bed-section": { sa: ["2-seat sofa-bed section"], no: ["2-seters sovesofadel"] },
  "sofa-bed-module": {
    sa: ["Sofa-bed module with backrests"],
    no: ["Sovesofamodul", "Sovesofamodul med ryggstøtter"],
  },
  "chaise-longue": { sa: ["Chaise longue"], no: ["Sjeselong"] },
  "chaise-longue-section": { sa: ["Chaise longue section"], no: ["Sjeselong, påbyggingsdel"] },
  "4-seat-conversation-set": { sa: ["4-seat conversation set"], no: [] },
  footstool: { sa: ["Footstool"], no: ["Fotskammel", "Fotskammel, vinklet"] },
  "footstool-with-storage": { sa: ["Footstool with storage"], no: ["Fotskammel med oppbevaring"] },
  pouffe: { sa: ["Pouffe"], no: ["Puff", "Puff, inne/utendørs"] },
  armrest: { sa: ["Armrest", "Pair of armrests"], no: ["Armlener"] },
  "chair-cushion": { sa: ["Chair cushion"], no: ["Stolpute"] },
  "chair-pad": { sa: ["Chair pad"], no: [] },
  "seat-cushion": { sa: ["Seat cushion"], no: [] },
  "back-cushion": { sa: ["Back cushion"], no: ["Ryggpute"] },
  "seat-back-cushion": { sa: ["Seat/back cushion"], no: [] },
  "footstool-cushion": { sa: ["Footstool cushion"], no: ["Pute til fotskammel"] },
  "inner-cushion-for-chair-cushion": { sa: ["Inner cushion for chair cushion"], no: [] },
  cover: { sa: ["Cover"], no: ["Trekk til u-formet sofa, 6-seters"] },
  "chair-cover": { sa: ["Chair cover"], no: ["Stoltrekk"] },
  "cover-for-chair-with-armrests": { sa: ["Cover for chair with armrests"], no: [] },
  "cover-for-chair-cushion": { sa: ["Cover for chair cushion", "Cover for seat cushion"], no: [] },
  "cover-for-armchair": {
    sa: ["Cover for armchair", "Armchair cover"],
    no: ["Trekk til lenestol"],
  },
  "cover-for-armrest": { sa: ["Cover for armrest"], no: ["Trekk til armlene"] },
  "cover-for-2-seat-sofa": {
    sa: ["Cover for 2-seat sofa"],
    no: ["Trekk til 2-seters sofa", "Trekk 2-seters sofa"],
  },
  "cover-for-3-seat-sofa": {
    sa: ["Cover for 3-seat sofa", "Cover three-seat sofa"],
    no: ["Trekk til 3-seters sofa", "Trekk 3-seters sofa"],
  },
  "cover-for-4-seat-sofa": { sa: ["Cover for 4-seat sofa"], no: ["Trekk til 4-seters sofa"] },
  "cover-for-2-seat-sofa-bed": {
    sa: ["Cover for 2-seat sofa-bed"],
    no: ["Trekk til 2-seters sovesofa", "Trekk til 2-s sovesofa"],
  },
  "cover-for-3-seat-sofa-bed": {
    sa: ["Cover for 3-seat sofa-bed"],
    no: ["Trekk til 3-seters sovesofa", "Trekk 3-seter sovesofa"],
  },
  "cover-for-2-seat-sofa-bed-section": {
    sa: ["Cover for 2-seat sofa-bed section"],
    no: ["Trekk til 2-seters sovesofadel"],
  },
  "cover-for-corner-sofa": {
    sa: ["Cover for corner sofa"],
    no: [
      "Trekk til hjørnesofa",
      "Trekk til hjørnesofa, 3-seters",
      "Trekk til hjørnesofa, 4-seters",
      "Trekk til hjørnesofa, 5-seters",
      "Trekk til hjørnesofa 2+3",
      "Trekk til hjørnesofa 3+2",
    ],
  },
  "cover-for-corner-sofa-bed": {
    sa: ["Cover for corner sofa-bed"],
    no: ["Trekk til hjørnesovesofa, 4-seters", "Trekk til hjørnesovesofa, 5-seter"],
  },
  "cover-for-u-shaped-sofa": { sa: ["Cover for u-shaped sofa"], no: [] },
  "cover-for-1-seat-section": {
    sa: ["Cover for 1-seat section"],
    no: ["Trekk til 1-seters seksjon", "Trekk til 1-seters modul"],
  },
  "cover-for-2-seat-section": {
    sa: ["Cover for 2-seat section"],
    no: ["Trekk til 2-seters seksjon"],
  },
  "cover-for-3-seat-section": {
    sa: ["Cover for 3-seat section"],
    no: ["Trekk til 3-seters seksjon"],
  },
  "cover-for-corner-section": {
    sa: ["Cover for corner section"],
    no: ["Trekk til hjørnemodul", "Trekk hjørneseksjon"],
  },
  "cover-for-chaise-longue": { sa: ["Cover for chaise longue"], no: ["Sjeselongtrekk"] },
  "cover-for-chaise-longue-section": {
    sa: ["Cover for chaise longue section"],
    no: ["Trekk til sjeselongseksjon"],
  },
  "cover-for-footstool": { sa: [], no: ["Trekk til fotskammel"] },
  "cover-for-footstool-with-storage": {
    sa: ["Cover for footstool with storage"],
    no: ["Trekk til fotskammel m oppbev"],
  },
} as const satisfies Record<string, ProductTypeWordings>;

export type ProductTypeKey = keyof typeof productTypes;

export const productTypeKeys = Object.keys(productTypes) as ProductTypeKey[];

export type ProductTypeSource = keyof ProductTypeWordings;

export const isProductTypeKey = (value: unknown): value is ProductTypeKey =>
  typeof value === "string" && Object.hasOwn(productTypes, value);

/** Case and runs of spaces differ between rows of the same source ("Bed frame" and "Bed  frame"). */
const normalise = (wording: string): string => wording.replace(/\s+/g, " ").trim().toLowerCase();

let byWording: Map<string, ProductTypeKey> | null = null;

function wordingIndex(): Map<string, ProductTypeKey> {
  if (byWording) return byWording;
  byWording = new Map();
  for (const key of productTypeKeys) {
    const { sa, no } = productTypes[key] as ProductTypeWordings;
    for (const wording of sa) byWording.set(`sa:${normalise(wording)}`, key);
    for (const wording of no) byWording.set(`no:${normalise(wording)}`, key);
  }
  return byWording;
}

/** The type a source's wording names, or null when the table does not know it. */
export function productTypeOf(source: ProductTypeSource, wording: string): ProductTypeKey | null {
  return wordingIndex().get(`${source}:${normalise(wording)}`) ?? null;
}
