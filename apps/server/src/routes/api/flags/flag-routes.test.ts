import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { flagsResponseSchema } from "@frontalier/shared/contracts/flags";
import { europeanCountries } from "@frontalier/shared/countries";
import { locales } from "@frontalier/shared/locales";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { createTestDatabase, type TestDatabase } from "../../../../test/db.ts";

const flagIcon = (code: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`flag-icons/flags/4x3/${code}.svg`));
const unknownFlag = readFileSync(new URL("./unknown-flag.svg", import.meta.url));

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  app = await buildTestApp(database.database);
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

const getFlags = async (query = "", headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: "GET", url: `/api/flags${query}`, headers });
  return {
    response,
    flags: response.statusCode === 200 ? flagsResponseSchema.parse(response.json()) : [],
  };
};

describe("GET /api/flags", () => {
  it("lists the 30 European countries by name in the request's language", async () => {
    const { response, flags } = await getFlags("", { "accept-language": "en-GB,en;q=0.9" });
    expect(response.statusCode).toBe(200);
    expect(flags).toHaveLength(30);
    expect(new Set(flags.map((f) => f.code))).toEqual(
      new Set(europeanCountries.map((c) => c.code)),
    );
    const names = flags.map((f) => f.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    expect(flags.find((f) => f.code === "GB")).toEqual({
      id: "GB",
      name: "United Kingdom",
      code: "GB",
      image: "/flags/gb.svg",
    });
    expect(response.headers.vary).toMatch(/accept-language/);
  });

  it("speaks French by default and follows the locale cookie", async () => {
    const french = await getFlags();
    expect(french.flags.find((f) => f.code === "DE")?.name).toBe("Allemagne");
    expect(french.flags[0]?.name).toBe("Allemagne");
    const german = await getFlags("", { cookie: "locale=de" });
    expect(german.flags.find((f) => f.code === "CH")?.name).toBe("Schweiz");
  });

  it("lists the asked codes in their order, once each, unknown ones with the fallback", async () => {
    const { flags } = await getFlags("?codes=fr,XX,%20be,FR");
    expect(flags).toEqual([
      { id: "FR", name: "France", code: "FR", image: "/flags/fr.svg" },
      { id: "XX", name: "Pays inconnu", code: "XX", image: "/flags/unknown.svg" },
      { id: "BE", name: "Belgique", code: "BE", image: "/flags/be.svg" },
    ]);
  });

  it("knows the markets outside Europe when asked for them", async () => {
    const { flags } = await getFlags("?codes=US,JP", { "accept-language": "en" });
    expect(flags.map((f) => [f.name, f.image])).toEqual([
      ["United States", "/flags/us.svg"],
      ["Unknown country", "/flags/unknown.svg"],
    ]);
  });

  it("translates 'Pays inconnu' into the seven languages", async () => {
    const names: Record<string, string> = {};
    for (const locale of locales) {
      const { flags } = await getFlags("?codes=XX", { cookie: `locale=${locale}` });
      names[locale] = flags[0]!.name;
    }
    expect(names).toEqual({
      fr: "Pays inconnu",
      en: "Unknown country",
      de: "Unbekanntes Land",
      es: "País desconocido",
      pt: "País desconhecido",
      it: "Paese sconosciuto",
      nl: "Onbekend land",
    });
  });

  it.each(["?codes=F1", "?codes=", "?codes=FRA", "?codes=FR,,BE", `?codes=${"FR,".repeat(51)}FR`])(
    "answers 400 to %s",
    async (query) => {
      const { response } = await getFlags(query, { "accept-language": "en" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    },
  );
});

describe("GET /flags/{code}.svg", () => {
  it("serves the country's flag from this server, cacheable for a day", async () => {
    const response = await app.inject({ method: "GET", url: "/flags/fr.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.rawPayload.equals(flagIcon("fr"))).toBe(true);
    const again = await app.inject({
      method: "GET",
      url: "/flags/fr.svg",
      headers: { "if-none-match": `W/${response.headers.etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves every flag /api/flags points at", async () => {
    const { flags } = await getFlags("?codes=SA,AE,US,XX");
    const all = [...(await getFlags()).flags, ...flags];
    for (const { image } of all) {
      const response = await app.inject({ method: "GET", url: image });
      expect(response.statusCode, image).toBe(200);
      expect(response.body, image).toMatch(/^<svg /);
    }
  });

  it("serves the neutral fallback for unknown.svg and for codes without a flag", async () => {
    for (const url of ["/flags/unknown.svg", "/flags/zz.svg", "/flags/xx.svg", "/flags/ZZ.svg"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.rawPayload.equals(unknownFlag), url).toBe(true);
    }
  });

  it("answers HEAD", async () => {
    const response = await app.inject({ method: "HEAD", url: "/flags/se.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it.each(["/flags/fra.svg", "/flags/fr.png", "/flags/..%2Fpackage.json", "/flags/gb-eng.svg"])(
    "answers 404 to %s",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    },
  );
});
