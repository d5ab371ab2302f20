import type { Random } from "./seeded-random.ts";

// Scandinavian-sounding building blocks; every name made from them is invented.
const onsets = [
  "B",
  "BJ",
  "BR",
  "D",
  "F",
  "FJ",
  "FL",
  "FR",
  "G",
  "GL",
  "GR",
  "H",
  "HJ",
  "K",
  "KL",
  "KN",
  "KR",
  "KV",
  "L",
  "M",
  "N",
  "P",
  "R",
  "S",
  "SK",
  "SL",
  "SM",
  "SN",
  "ST",
  "STR",
  "SV",
  "T",
  "TR",
  "V",
];
const vowels = ["A", "A", "E", "E", "I", "O", "O", "U", "Y", "Å", "Ä", "Ö"];
const codas = [
  "",
  "",
  "N",
  "R",
  "L",
  "S",
  "T",
  "K",
  "ND",
  "NG",
  "RN",
  "LM",
  "RK",
  "ST",
  "LT",
  "SK",
  "M",
];
const endings = [
  "BY",
  "HULT",
  "ÅS",
  "SUND",
  "NÄS",
  "STAD",
  "VIK",
  "HOLM",
  "LÖV",
  "BO",
  "ARP",
  "UNG",
];

const syllable = (random: Random) => random.pick(onsets) + random.pick(vowels) + random.pick(codas);

/** An upper-case, retailer-like series name (`KVISTBY`, `FLÖRNÄS`) not in `taken`. */
export function demoSeriesName(random: Random, taken: Set<string>): string {
  for (;;) {
    const parts = [syllable(random)];
    if (random.chance(0.35)) parts.push(syllable(random));
    parts.push(random.chance(0.5) ? random.pick(endings) : syllable(random));
    const name = parts.join("");
    if (name.length >= 4 && name.length <= 12 && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
