import { describe, expect, it } from "vitest";
import { detectLocale, parseAcceptLanguage, toSupportedLocale } from "./locales";

describe("language detection", () => {
  it("prefers the saved cookie", () => {
    expect(detectLocale({ cookie: "de", preferred: ["en-GB", "fr"] })).toBe("de");
  });

  it("ignores a cookie we do not support and uses the browser order", () => {
    expect(detectLocale({ cookie: "ru", preferred: ["ja", "nl-BE", "en"] })).toBe("nl");
  });

  it("falls back to French", () => {
    expect(detectLocale({})).toBe("fr");
    expect(detectLocale({ preferred: ["ja", "zh-CN"] })).toBe("fr");
  });

  it("reduces regional tags", () => {
    expect(toSupportedLocale("pt-BR")).toBe("pt");
    expect(toSupportedLocale("EN_us")).toBe("en");
    expect(toSupportedLocale("")).toBeNull();
  });

  it("orders Accept-Language by quality, then position", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual([
      "fr-CH",
      "fr",
      "en",
      "de",
    ]);
    expect(parseAcceptLanguage("en;q=0.1, it")).toEqual(["it", "en"]);
    expect(parseAcceptLanguage("es;q=0, nl")).toEqual(["nl"]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
