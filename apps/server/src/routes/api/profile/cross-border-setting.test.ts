import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { createMailer, type Mailer } from "../../../mail/mailer.ts";

const PASSWORD = "correct horse battery staple";

/** Issue 25: the cross-border setting kept with the profile, guest or account, through the API. */
describe.each(testDatabases())("the cross-border setting (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let mailer: Mailer;

  beforeAll(async () => {
    mailer = createMailer({ from: "test@frontalier.test" });
    app = await buildApp(testConfig({ PUBLIC_URL: "https://frontalier.test" }), {
      database: database(),
      logger: false,
      mailer,
    });
  });
  afterAll(() => app.close());

  /** A guest who chose `home`, from an address of its own. */
  async function guestFrom(home: string, ip: string) {
    const client = new CookieClient(app, ip);
    const { profile } = (await client.get("/api/_auth/session")).json();
    const language = home === "CH" ? "FR" : "EN";
    const chosen = await client.put(`/api/update-info-profil/${profile.iProfile}`, {
      sPaysFav: home,
      sPaysLangue: `${home}/${language}`,
    });
    expect(chosen.statusCode).toBe(200);
    return { client, id: profile.iProfile as number };
  }

  const saved = async (client: CookieClient) => ({
    info: (await client.get("/api/get-info-profil")).json().crossBorder,
    session: (await client.get("/api/_auth/session")).json().profile.crossBorder,
  });

  it("defaults from the home: a Swiss shopper carries home, a French one does not", async () => {
    const swiss = await guestFrom("CH", "198.51.100.21");
    const french = await guestFrom("FR", "198.51.100.22");
    expect(await saved(swiss.client)).toEqual({
      info: { carryHome: true, travellers: 1, splitPurchases: false },
      session: { carryHome: true, travellers: 1, splitPurchases: false },
    });
    expect((await saved(french.client)).info).toEqual({
      carryHome: false,
      travellers: 1,
      splitPurchases: false,
    });
  });

  it("keeps what a guest chooses, part by part, and answers it in the profile and the session", async () => {
    const { client, id } = await guestFrom("CH", "198.51.100.23");
    const three = await client.put(`/api/update-info-profil/${id}`, {
      crossBorder: { travellers: 3 },
    });
    expect(three.statusCode).toBe(200);
    expect(three.json().crossBorder).toEqual({
      carryHome: true,
      travellers: 3,
      splitPurchases: false,
    });
    await client.put(`/api/update-info-profil/${id}`, {
      crossBorder: { splitPurchases: true, carryHome: false },
    });
    const after = { carryHome: false, travellers: 3, splitPurchases: true };
    expect(await saved(client)).toEqual({ info: after, session: after });

    // A chosen "no" outlives a move to another home with rules; the rest too.
    await client.put(`/api/update-info-profil/${id}`, { sPaysFav: "NO", sPaysLangue: "NO/EN" });
    expect((await saved(client)).info).toEqual(after);
  });

  it("lets nobody change another profile's setting (404), and leaves it as it was", async () => {
    const owner = await guestFrom("CH", "198.51.100.24");
    const other = await guestFrom("CH", "198.51.100.25");
    const response = await other.client.put(`/api/update-info-profil/${owner.id}`, {
      crossBorder: { travellers: 9 },
    });
    expect(response.statusCode).toBe(404);
    expect((await saved(owner.client)).info.travellers).toBe(1);
    expect((await saved(other.client)).info.travellers).toBe(1);
  });

  it.each([
    ["no travellers", { travellers: 0 }],
    ["ten travellers", { travellers: 10 }],
    ["half a traveller", { travellers: 2.5 }],
    ["travellers as text", { travellers: "3" }],
    ["carrying as text", { carryHome: "yes" }],
    ["splitting as a number", { splitPurchases: 1 }],
    ["an unknown part", { travellers: 2, children: 1 }],
    ["not an object", "3 travellers"],
  ])("refuses %s with a 400 and changes nothing", async (_, crossBorder) => {
    const { client, id } = await guestFrom("CH", "198.51.100.26");
    const response = await client.put(`/api/update-info-profil/${id}`, { crossBorder });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect((await saved(client)).info).toEqual({
      carryHome: true,
      travellers: 1,
      splitPurchases: false,
    });
  });

  it("moves a guest's setting into the account it signs up for", async () => {
    const { client, id } = await guestFrom("CH", "198.51.100.27");
    await client.put(`/api/update-info-profil/${id}`, {
      crossBorder: { travellers: 4, splitPurchases: true },
    });
    const email = `frontaliere-${kind}@example.test`;
    const signUp = await client.post("/api/user-signup", {
      email,
      password: PASSWORD,
      sPrenom: "Léa",
      sNom: "Favre",
    });
    expect(signUp.statusCode).toBe(202);
    const token = await vi.waitFor(() => {
      const text = mailer.outbox().findLast((mail) => mail.to === email)?.text ?? "";
      const match = /\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
      if (!match?.[1]) throw new Error("no confirmation mail yet");
      return match[1];
    });
    expect((await client.post("/api/auth/verify-email", { token })).statusCode).toBe(200);
    const session = (await client.get("/api/_auth/session")).json();
    expect(session.user.iProfile).not.toBe(id);
    expect(session.profile.crossBorder).toEqual({
      carryHome: true,
      travellers: 4,
      splitPurchases: true,
    });
  });
});
