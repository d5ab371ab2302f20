import { describe, expect, it } from "vitest";
import { parseAppConfig } from "./app-config";

describe("public configuration", () => {
  it("reads what the server injects", () => {
    const config = parseAppConfig(
      JSON.stringify({
        brandName: "Frontalier",
        contactEmail: "team@example.org",
        social: {
          facebook: "https://f.example",
          instagram: "https://i.example",
          pinterest: "https://p.example",
          youtube: "https://y.example",
        },
        analytics: { scriptUrl: "https://a.example/gtag.js", id: "G-1" },
      }),
    );
    expect(config.contactEmail).toBe("team@example.org");
    expect(config.social.youtube).toBe("https://y.example");
    expect(config.analytics).toEqual({ scriptUrl: "https://a.example/gtag.js", id: "G-1" });
    expect(config.payments).toBeNull();
  });

  it("reads who takes the payments, and nothing else there", () => {
    for (const payments of ["stripe", "sandbox", "off"]) {
      expect(parseAppConfig(JSON.stringify({ payments })).payments).toBe(payments);
    }
    for (const payments of ["OFF", "none", 1, null, "constructor", "__proto__"]) {
      expect(parseAppConfig(JSON.stringify({ payments })).payments).toBeNull();
    }
  });

  it("reads whether rates refresh daily; anything else is no refresh", () => {
    expect(parseAppConfig(JSON.stringify({ rateRefresh: "daily" })).rateRefresh).toBe("daily");
    expect(parseAppConfig(JSON.stringify({ rateRefresh: "off" })).rateRefresh).toBe("off");
    for (const rateRefresh of ["DAILY", "hourly", true, null]) {
      expect(parseAppConfig(JSON.stringify({ rateRefresh })).rateRefresh).toBe("off");
    }
    expect(parseAppConfig("{not json").rateRefresh).toBe("off");
  });

  it("falls back to defaults for missing or broken values", () => {
    expect(parseAppConfig("{not json").brandName).toBe("Frontalier");
    const config = parseAppConfig(JSON.stringify({ brandName: 3, analytics: { id: "G-1" } }));
    expect(config.brandName).toBe("Frontalier");
    expect(config.analytics).toBeNull();
  });
});
