import { importTotalResponseSchema } from "@frontalier/shared/contracts/pdf-import";
import { europeanCountries } from "@frontalier/shared/countries";
import { defaultPicklistFor } from "@frontalier/shared/default-picklist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { articles, countries, currencies, offers } from "../../../db/schema.ts";

const BILLY = "00263850";
const observedAt = new Date("2026-11-20T08:00:00Z");
const items = [{ code: BILLY, quantity: 2 }];

describe.each(testDatabases())(
  "PDF import total, from the shopper's home and countries, on %s",
  (kind) => {
    const database = useTestDatabase(kind);
    let app: Awaited<ReturnType<typeof buildTestApp>>;

    beforeAll(async () => {
      const { db } = database();
      const codes = [...new Set(europeanCountries.map((country) => country.currency))];
      await db.insert(currencies).values(codes.map((code) => ({ code, minorUnits: 2 })));
      await db.insert(countries).values(
        europeanCountries.map((country) => ({
          code: country.code,
          currency: country.currency,
          retailerLocale: country.retailerLocale,
        })),
      );
      await db.insert(articles).values({ code: BILLY, name: "BILLY", searchName: "billy" });
      await db.insert(offers).values(
        [
          ["FR", 4999],
          ["BE", 5499],
          ["DE", 4499],
          ["NL", 5299],
          ["AT", 4799],
        ].map(([country, priceMinor]) => ({
          articleCode: BILLY,
          country: String(country),
          priceMinor: Number(priceMinor),
          currency: "EUR",
          availability: "online" as const,
          source: "feed" as const,
          observedAt,
        })),
      );
      app = await buildTestApp(database());
    });
    afterAll(() => app?.close());

    const total = async (client: CookieClient, body: object = { items }, language = "fr-FR") => {
      const response = await client.post("/api/pdf-import/total", body, {
        "accept-language": language,
      });
      expect(response.statusCode, response.body).toBe(200);
      return importTotalResponseSchema.parse(response.json());
    };

    /** A guest who has said they live in `home`, as /select-country saves it. */
    async function guestFrom(home: string, ip: string) {
      const client = new CookieClient(app, ip);
      const session = (await client.get("/api/_auth/session")).json();
      const saved = await client.request(
        "PUT",
        `/api/update-info-profil/${session.profile.iProfile}`,
        {
          sPaysFav: home,
          sPaysLangue: `${home}/FR`,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      return { client, basket: session.profile.iBasket as number };
    }

    it("compares a Belgian guest's list from Belgium, over their countries, with the saving", async () => {
      const { client } = await guestFrom("BE", "198.51.100.21");
      const answer = await total(client);
      expect(answer.home).toBe("BE");
      expect(answer.entries.map((entry) => entry.country).sort()).toEqual(
        defaultPicklistFor("BE").sort(),
      );
      const home = answer.entries.find((entry) => entry.isHome);
      expect(home?.country).toBe("BE");
      expect(home?.local?.amountMinor).toBe(2 * 5499);
      const germany = answer.entries.find((entry) => entry.country === "DE");
      expect(germany?.rank).toBe(1);
      expect(germany?.vsHome?.amountMinor).toBe(2 * (4499 - 5499));
    });

    it("follows the countries the shopper chose for their basket", async () => {
      const { client, basket } = await guestFrom("BE", "198.51.100.22");
      const saved = await client.post(`/api/update-payList-to-basket?iBasket=${basket}`, {
        sPaysListe: "BE,AT,PL",
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = await total(client);
      expect(answer.entries.map((entry) => entry.country)).toEqual(["AT", "BE", "PL"]);
      expect(answer.entries.find((entry) => entry.country === "AT")?.vsHome?.amountMinor).toBe(
        2 * (4799 - 5499),
      );
    });

    it("compares a first visit from the country of the browser's languages", async () => {
      const client = new CookieClient(app, "198.51.100.23");
      const answer = await total(client, { items }, "nl-BE,nl;q=0.9");
      expect(answer.home).toBe("BE");
      expect(answer.entries.find((entry) => entry.isHome)?.country).toBe("BE");
      expect(answer.entries.map((entry) => entry.country).sort()).toEqual(
        defaultPicklistFor("BE").sort(),
      );
      // Nothing is made for a visitor who has no profile yet.
      expect(client.jar.size).toBe(0);
      expect((await total(client, { items }, "de")).home).toBe("FR");
    });

    it("lets the request's own home and countries win", async () => {
      const { client } = await guestFrom("BE", "198.51.100.24");
      const answer = await total(client, { items, home: "NL", countries: ["NL", "DE"] });
      expect(answer.home).toBe("NL");
      expect(answer.entries.map((entry) => entry.country)).toEqual(["DE", "NL"]);
    });
  },
);
