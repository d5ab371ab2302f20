import { countryInfoResponseSchema } from "@frontalier/shared/contracts/country-info";
import { ECB_SOURCE } from "@frontalier/shared/ecb-rates";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { seedReferenceData } from "../../../catalogue/reference/seed-reference-data.ts";
import { stores } from "../../../db/schema.ts";

describe.each(testDatabases())("POST /api/get-all-infos-4country on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });

  afterAll(() => app.close());

  const ask = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/get-all-infos-4country",
      headers: { "content-type": "application/json", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("describes a euro country with its flag, rate date, stores and retailer site", async () => {
    const response = await ask({ iPaysSelected: "FR" });
    expect(response.statusCode).toBe(200);
    expect(countryInfoResponseSchema.parse(response.json())).toEqual({
      country: { code: "FR", name: "France", flag: "/flags/fr.svg" },
      currency: "EUR",
      rate: { perEuro: 1, date: "2025-05-09", source: ECB_SOURCE },
      storeCount: 0,
      retailerSite: "https://www.ikea.com/fr/fr/",
    });
  });

  it("accepts a lower-case code and names the country in the request's language", async () => {
    await seedReferenceData(database().db);
    const response = await ask({ iPaysSelected: " ch " }, { "accept-language": "de-CH" });
    expect(response.json()).toMatchObject({
      country: { code: "CH", name: "Schweiz", flag: "/flags/ch.svg" },
      currency: "CHF",
      rate: { perEuro: 0.9353, date: "2025-05-09" },
      retailerSite: "https://www.ikea.com/ch/de/",
    });
  });

  it("counts the stores of the country, whatever the case of their country code", async () => {
    await database()
      .db.insert(stores)
      .values([
        { id: "t-de-1", country: "de", name: "Berlin-Tempelhof" },
        { id: "t-de-2", country: "DE", name: "Berlin-Spandau" },
        { id: "t-fr-1", country: "fr", name: "Paris Nord" },
      ]);
    expect((await ask({ iPaysSelected: "de" })).json().storeCount).toBe(2);
    expect((await ask({ iPaysSelected: "FR" })).json().storeCount).toBe(1);
  });

  it("converts markets outside Europe through their dollar peg", async () => {
    const response = await ask({ iPaysSelected: "SA" }, { "accept-language": "en" });
    expect(response.json()).toMatchObject({
      country: { name: "Saudi Arabia" },
      currency: "SAR",
      rate: { perEuro: 4.2195 },
    });
  });

  it("answers 404, translated, for a country we do not compare", async () => {
    const french = await ask({ iPaysSelected: "XX" });
    expect(french.statusCode).toBe(404);
    expect(french.json().error).toMatchObject({
      code: "not_found",
      message: "Nous ne comparons pas les prix de ce pays (XX).",
    });
    const english = await ask({ iPaysSelected: "jp" }, { "accept-language": "en" });
    expect(english.json().error.message).toBe("We do not compare prices in this country (JP).");
  });

  it.each([
    ["an empty object", {}],
    ["a three-letter code", { iPaysSelected: "FRA" }],
    ["a number", { iPaysSelected: 250 }],
    ["a country/language pair", { iPaysSelected: "FR/FR" }],
    ["an array", [{ iPaysSelected: "FR" }]],
  ])("answers 400 to %s", async (_name, payload) => {
    const response = await ask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  it("answers 400 to malformed JSON and to a missing body", async () => {
    expect((await ask("{iPaysSelected:")).statusCode).toBe(400);
    const empty = await app.inject({ method: "POST", url: "/api/get-all-infos-4country" });
    expect(empty.statusCode).toBe(400);
  });
});
