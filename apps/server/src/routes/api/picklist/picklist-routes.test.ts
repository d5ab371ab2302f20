import { defaultPicklistFor } from "@frontalier/shared/default-picklist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";

describe.each(testDatabases())("a new shopper's compared countries on %s", (kind) => {
  const database = useTestDatabase(kind);
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app?.close());

  async function guest(ip: string) {
    const client = new CookieClient(app, ip);
    const { profile } = (await client.get("/api/_auth/session")).json();
    const chooseHome = (home: string) =>
      client.request("PUT", `/api/update-info-profil/${profile.iProfile}`, {
        sPaysFav: home,
        sPaysLangue: `${home}/EN`,
      });
    const picklist = async () => {
      const response = await client.get(`/api/get-list-pays-basket?iBasket=${profile.iBasket}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().sPaysListe.split(",") as string[];
    };
    return { client, basket: profile.iBasket as number, chooseHome, picklist };
  }

  it("starts a guest around France, then around the home they choose", async () => {
    const shopper = await guest("198.51.100.31");
    expect(await shopper.picklist()).toEqual(defaultPicklistFor("FR"));
    expect((await shopper.chooseHome("SE")).statusCode).toBe(200);
    const swedish = await shopper.picklist();
    expect(swedish).toEqual(defaultPicklistFor("SE"));
    expect(swedish).toEqual(expect.arrayContaining(["SE", "NO", "DK", "FI", "DE"]));
    expect((await shopper.chooseHome("PL")).statusCode).toBe(200);
    expect(await shopper.picklist()).toEqual(defaultPicklistFor("PL"));
  });

  it("keeps a list the shopper edited, with the new home first", async () => {
    const shopper = await guest("198.51.100.32");
    const saved = await shopper.client.post(
      `/api/update-payList-to-basket?iBasket=${shopper.basket}`,
      { sPaysListe: "FR,DE,ES" },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shopper.chooseHome("SE")).statusCode).toBe(200);
    expect(await shopper.picklist()).toEqual(["SE", "FR", "DE", "ES"]);
  });
});
