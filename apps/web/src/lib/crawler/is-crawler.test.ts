import { describe, expect, it } from "vitest";
import { isCrawler } from "./is-crawler";

describe("crawler detection (spec §8)", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (Linux; Android 11) Chrome/120 Mobile Safari/537.36 Chrome-Lighthouse",
    "facebookexternalhit/1.1",
    "Mozilla/5.0 (compatible; bingbot/2.0)",
    "Google-InspectionTool/1.0",
  ])("treats %s as a crawler", (ua) => {
    expect(isCrawler(ua)).toBe(true);
  });

  it("treats a browser as a person", () => {
    expect(
      isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36"),
    ).toBe(false);
  });
});
