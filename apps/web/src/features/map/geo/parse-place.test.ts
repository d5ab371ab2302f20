import { describe, expect, it } from "vitest";
import { parsePlace } from "./parse-place";
import { towns } from "./towns";

const names = (input: string) => {
  const place = parsePlace(input, towns);
  return place.kind === "towns" ? place.towns.map((t) => `${t.name} ${t.country}`) : place.kind;
};

describe("parsePlace", () => {
  it.each([
    ["48.8566, 2.3522", { lat: 48.8566, lon: 2.3522 }],
    ["48.8566 2.3522", { lat: 48.8566, lon: 2.3522 }],
    ["48,8566 2,3522", { lat: 48.8566, lon: 2.3522 }],
    ["48,8566; 2,3522", { lat: 48.8566, lon: 2.3522 }],
    [" -33.9,18.4 ", { lat: -33.9, lon: 18.4 }],
  ])("reads the position %s", (input, expected) => {
    expect(parsePlace(input, towns)).toEqual({ kind: "position", ...expected });
  });

  it("refuses positions out of range", () => {
    expect(parsePlace("95, 10", towns).kind).not.toBe("position");
  });

  it("finds towns by any spelling, without accents or case", () => {
    expect(names("liege")).toEqual(["Liège BE"]);
    expect(names("Munich")).toEqual(["München DE"]);
    expect(names("WARSAW")).toEqual(["Warszawa PL"]);
    expect(names("lodz")).toEqual(["Łódź PL"]);
    expect(names("st gallen")).toEqual(["St. Gallen CH"]);
  });

  it("lists every exact match of an ambiguous name", () => {
    expect(names("Bergen")).toEqual(["Mons BE", "Bergen NO"]);
  });

  it("falls back to names starting with the text", () => {
    expect(names("Frankf")).toEqual(["Frankfurt am Main DE"]);
    expect(names("Fr")).toBe("unknown");
  });

  it("says a postcode is a postcode rather than guessing", () => {
    for (const code of ["75001", "1000", "SW1A 1AA", "L-1111", "1011 AB", "113 51"]) {
      expect(parsePlace(code, towns), code).toEqual({ kind: "postcode" });
    }
  });

  it("knows nothing of unknown places, and nothing of an empty field", () => {
    expect(parsePlace("Atlantis", towns)).toEqual({ kind: "unknown" });
    expect(parsePlace("  ", towns)).toEqual({ kind: "empty" });
  });

  it("has a town in each of the 30 markets and sane coordinates", () => {
    expect(new Set(towns.map((t) => t.country)).size).toBe(30);
    expect(towns.length).toBeGreaterThanOrEqual(250);
    for (const town of towns) {
      expect(town.lat, town.name).toBeGreaterThan(27);
      expect(town.lat, town.name).toBeLessThan(71);
      expect(Math.abs(town.lon), town.name).toBeLessThan(35);
    }
  });
});
