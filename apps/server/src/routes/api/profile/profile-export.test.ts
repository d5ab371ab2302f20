import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";

describe.each(testDatabases())("the profile export (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  it("writes what is stored under the stored names, not the API's spec names", async () => {
    const client = new CookieClient(app);
    const { profile } = (await client.get("/api/_auth/session")).json();
    const chosen = await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      sPaysFav: "BE",
      sPaysLangue: "BE/NL",
    });
    expect(chosen.statusCode).toBe(200);
    const listed = await client.put(`/api/profile/update-list/${profile.iProfile}`, {
      sListPays: "DE,NL",
    });
    expect(listed.statusCode).toBe(200);

    const response = await client.get("/api/profile/export");
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.profile).toMatchObject({
      id: profile.iProfile,
      kind: "guest",
      homeCountry: "BE",
      countryLanguage: "BE/NL",
      favouriteCountries: ["DE", "NL"],
    });
    expect(data.baskets).toEqual([
      expect.objectContaining({ id: profile.iBasket, position: 0, items: [] }),
    ]);
    expect(response.body).not.toMatch(
      /\b(iBasket|iProfile|sIndex|sPaysFav|sPaysLangue|sListPays)\b/,
    );
  });
});
