import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { LOWS_PER_IP } from "../../../catalogue/podium/load-lows.ts";
import { articles, countries, currencies, priceObservations } from "../../../db/schema.ts";

const DAY = 86_400_000;

describe.each(testDatabases())("lows and podium queries under attack (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    const { db } = database();
    await db.insert(currencies).values([{ code: "EUR", minorUnits: 2 }]);
    await db
      .insert(countries)
      .values(["FR", "DE"].map((code) => ({ code, currency: "EUR", retailerLocale: "de/de" })));
    await db.insert(articles).values({ code: "00263850", name: "BILLY", searchName: "billy" });
    await db.insert(priceObservations).values(
      ["FR", "DE"].map((country) => ({
        articleCode: "00263850",
        country,
        priceMinor: 4999,
        currency: "EUR",
        availability: "online" as const,
        source: "retailer" as const,
        observedAt: new Date(Date.now() - 40 * DAY),
      })),
    );
    app = await buildTestApp(database());
  });
  afterAll(() => app?.close());

  it("reads and answers each country once, however often the query names it", async () => {
    const many = Array.from({ length: 40 }, (_, i) => (i % 2 ? "DE" : "FR")).join(",");
    const lows = await app.inject({ url: `/api/articles/00263850/lows?countries=${many}` });
    expect(lows.statusCode).toBe(200);
    expect(lows.json().countries.map((c: { country: string }) => c.country)).toEqual(["FR", "DE"]);
    const podium = await app.inject({
      url: "/api/articles/00263850/podium?countries=DE,FR,DE,DE&home=FR",
    });
    expect(podium.statusCode).toBe(200);
    const entries: { country: string }[] = podium.json().entries;
    expect(entries.map((entry) => entry.country).sort()).toEqual(["DE", "FR"]);
  });

  it("refuses a list too long, repeated or odd parameters with a translated 400", async () => {
    for (const query of [
      `countries=${Array(1000).fill("FR").join(",")}`,
      `countries=${Array(41).fill("FR").join(",")}`,
      "countries=FR&countries=DE",
      "countries=",
      "countries=,,,",
      "travellers=1&travellers=9",
      "travellers=",
      "travellers=0x2",
      "travellers=1e0",
      "travellers=2.0",
      "travellers=%202",
      "travellers=%D9%A2",
      "travellers=0",
      "travellers=-1",
      "travellers=99999999999999999999",
      "carry=1&carry=0",
      "carry=2",
      "home=FR&home=DE",
    ]) {
      for (const path of ["lows", "podium", "history"]) {
        const response = await app.inject({
          url: `/api/articles/00263850/${path}?${query}`,
          headers: { "accept-language": "de" },
        });
        expect(response.statusCode, `${path}?${query.slice(0, 30)}`).toBe(400);
        expect(response.json().error.code).toBe("validation_failed");
        expect(response.json().error.message).not.toBe(
          (
            await app.inject({
              url: `/api/articles/00263850/${path}?${query}`,
              headers: { "accept-language": "fr" },
            })
          ).json().error.message,
        );
      }
    }
    const two = await app.inject({ url: "/api/articles/00263850/podium?travellers=2&home=FR" });
    expect(two.statusCode).toBe(200);
  });

  it("answers odd article codes in the path with a 4xx in the app's format", async () => {
    for (const code of [
      "%2e%2e",
      "%2e%2e%2f%2e%2e%2fadmin",
      "%252e%252e",
      "%EF%BC%90%EF%BC%90%EF%BC%92%EF%BC%96%EF%BC%93%EF%BC%98%EF%BC%95%EF%BC%90",
      "%D9%A0%D9%A0%D9%A2%D9%A6%D9%A3%D9%A8%D9%A5%D9%A0",
      "1".repeat(5000),
      "0x263850",
      "2.6385e5",
      "00263850%00",
      "%",
    ]) {
      const response = await app.inject({
        url: `/api/articles/${code}/lows`,
        remoteAddress: "192.0.2.50",
      });
      expect(response.statusCode, code.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, code.slice(0, 30)).toBeLessThan(500);
      expect(response.json().error.code, code.slice(0, 30)).toEqual(expect.any(String));
    }
  });

  it("stops one address asking for the lows in a loop with a translated 429", async () => {
    const ask = (ip: string) =>
      app.inject({
        url: "/api/articles/00263850/lows?countries=FR,DE",
        remoteAddress: ip,
        headers: { "accept-language": "en" },
      });
    for (let i = 0; i < LOWS_PER_IP.limit; i++) {
      expect((await ask("192.0.2.40")).statusCode).toBe(200);
    }
    const refused = await ask("192.0.2.40");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(refused.json().error.message).toMatch(/[a-z]/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await ask("192.0.2.41")).statusCode).toBe(200);
  });
});
