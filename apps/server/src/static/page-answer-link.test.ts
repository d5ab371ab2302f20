import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { CookieClient } from "../../test/cookie-client.ts";
import { useTestDatabase } from "../../test/db.ts";
import { createWebDist, type WebDist } from "../../test/web-dist.ts";

const hintOf = (html: string) =>
  /<link rel="preload" as="fetch" crossorigin="anonymous" href="(\/api\/articles\/[^"]+)">/.exec(
    html,
  )?.[1];

describe("a podium's index.html hints its own answer (issue 19)", () => {
  const database = useTestDatabase("pglite");
  let dist: WebDist;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await createWebDist();
    app = await buildTestApp(database(), { WEB_DIST_DIR: dist.dir, DATABASE_URL: "" });
  });
  afterAll(async () => {
    await app.close();
    await dist.remove();
  });

  const shopper = async (ip: string, choice?: { sPaysFav: string; sPaysLangue: string }) => {
    const client = new CookieClient(app, ip);
    const { profile } = (await client.get("/api/_auth/session")).json();
    if (choice) {
      expect(
        (await client.put(`/api/update-info-profil/${profile.iProfile}`, choice)).statusCode,
      ).toBe(200);
    }
    return client;
  };

  it("with the URL the page asks: the code, the current basket's countries and the home", async () => {
    const client = await shopper("198.51.100.91", { sPaysFav: "BE", sPaysLangue: "BE/NL" });
    const { profile } = (await client.get("/api/_auth/session")).json();
    const href = hintOf((await client.get("/podium/802.456.78")).body);
    const query = new URLSearchParams({ countries: profile.countries.join(","), home: "BE" });
    // `&` written as an HTML entity in the attribute.
    expect(href).toBe(`/api/articles/80245678/podium?${query}`.replace("&", "&amp;"));
    expect(profile.countries[0]).toBe("BE");
  });

  it("with the cross-border setting the page reads: the profile's, or the address's (issue 25)", async () => {
    const client = await shopper("198.51.100.94", { sPaysFav: "CH", sPaysLangue: "CH/FR" });
    const { profile } = (await client.get("/api/_auth/session")).json();
    const base = `/api/articles/80245678/podium?countries=${encodeURIComponent(profile.countries.join(","))}&amp;home=CH`;
    expect(hintOf((await client.get("/podium/802.456.78")).body)).toBe(base);
    await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      crossBorder: { travellers: 3 },
    });
    expect(hintOf((await client.get("/podium/802.456.78")).body)).toBe(`${base}&amp;travellers=3`);
    // A shared link's own choice wins over the saved one.
    expect(hintOf((await client.get("/podium/802.456.78?carry=1&travellers=2")).body)).toBe(
      `${base}&amp;travellers=2`,
    );
    expect(hintOf((await client.get("/podium/802.456.78?carry=0")).body)).toBe(
      `${base}&amp;carry=0`,
    );
  });

  it("nothing for a first visit, a guest about to choose a country, another spelling or page", async () => {
    expect(hintOf((await app.inject({ method: "GET", url: "/podium/802.456.78" })).body)).toBe(
      undefined,
    );
    const undecided = await shopper("198.51.100.92");
    expect(hintOf((await undecided.get("/podium/802.456.78")).body)).toBe(undefined);

    const client = await shopper("198.51.100.93", { sPaysFav: "FR", sPaysLangue: "FR/FR" });
    // The page redirects this spelling to 802.456.78 before asking anything.
    expect(hintOf((await client.get("/podium/80245678")).body)).toBe(undefined);
    expect(hintOf((await client.get("/faq")).body)).toBe(undefined);
    expect(hintOf((await client.get("/podium/802.456.78")).body)).toMatch(/home=FR$/);
  });
});
