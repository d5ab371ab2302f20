import type { Town } from "./towns";

export type Place =
  | { kind: "empty" }
  | { kind: "position"; lat: number; lon: number }
  /** Exact name matches first, else names starting with the text; at most MAX_TOWN_MATCHES. */
  | { kind: "towns"; towns: Town[] }
  /** Looks like a postcode: there is no offline postcode table, and we say so. */
  | { kind: "postcode" }
  | { kind: "unknown" };

export const MAX_TOWN_MATCHES = 5;

const dotDecimals = /^(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)$/;
const commaDecimals = /^(-?\d{1,2}(?:,\d+)?)\s*[;\s]\s*(-?\d{1,3}(?:,\d+)?)$/;
const postcode =
  /^(?:[A-Z]{0,2}-?\d{3,6}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{3}\s?\d{2}|\d{4}\s?[A-Z]{2})$/i;

/** Lower case, no accents, no punctuation: "Liège" and "liege", "St. Gallen" and "st gallen". */
export const normaliseName = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function position(text: string): Place | null {
  const match = dotDecimals.exec(text) ?? commaDecimals.exec(text);
  if (!match) return null;
  const lat = Number(match[1]!.replace(",", "."));
  const lon = Number(match[2]!.replace(",", "."));
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { kind: "position", lat, lon };
}

/** What a typed place is: a "lat, lon" position, one of the known towns, or neither. */
export function parsePlace(input: string, towns: readonly Town[]): Place {
  const text = input.trim();
  if (text === "") return { kind: "empty" };
  const typed = position(text);
  if (typed) return typed;
  const wanted = normaliseName(text);
  const exact = towns.filter((town) => town.names.some((name) => normaliseName(name) === wanted));
  if (exact.length > 0) return { kind: "towns", towns: exact.slice(0, MAX_TOWN_MATCHES) };
  if (postcode.test(text)) return { kind: "postcode" };
  if (wanted.length >= 3) {
    const starting = towns.filter((town) =>
      town.names.some((name) => normaliseName(name).startsWith(wanted)),
    );
    if (starting.length > 0) return { kind: "towns", towns: starting.slice(0, MAX_TOWN_MATCHES) };
  }
  return { kind: "unknown" };
}
