import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app.ts";
import { createTestDatabase, type TestDatabase } from "../../test/db.ts";
import { loadConfig } from "../config/load-config.ts";
import { readUnsubscribeToken, unsubscribeToken } from "../newsletter/unsubscribe-token.ts";
import { createIdentity } from "./create-identity.ts";
import { decodeGuestCookie, encodeGuestCookie } from "./guests.ts";
import { signingKeys } from "./signing-keys.ts";

const OLD = "o".repeat(32);
const NEW = "n".repeat(32);
const MAIL_OLD = "m".repeat(32);
const MAIL_NEW = "k".repeat(32);
const guest = { profileId: 7, basketId: 9, countryLanguage: "FR/FR", homeCountry: "FR" };

describe("signing keys that rotate", () => {
  it("reads a list of keys, newest first, and refuses a short one by name", () => {
    expect(loadConfig({ SESSION_SECRET: `${NEW}, ${OLD}` }).identity.secret).toEqual([NEW, OLD]);
    expect(loadConfig({ MAIL_LINK_SECRET: MAIL_NEW }).identity.mailLinkSecret).toEqual([MAIL_NEW]);
    expect(() => loadConfig({ SESSION_SECRET: `${NEW},short` })).toThrow(/SESSION_SECRET/);
  });

  it("signs with the first key and accepts the others until they are removed", () => {
    const cookie = encodeGuestCookie(OLD, guest);
    expect(decodeGuestCookie(signingKeys([NEW, OLD]), cookie)).toEqual(guest);
    expect(decodeGuestCookie(signingKeys([NEW]), cookie)).toBeNull();
    const fresh = encodeGuestCookie(signingKeys([NEW, OLD]), guest);
    expect(decodeGuestCookie(NEW, fresh)).toEqual(guest);
    expect(decodeGuestCookie(OLD, fresh)).toBeNull();
  });

  it("keeps mail links apart from cookies: rotating the cookie key voids no link already mailed", async () => {
    const before = createIdentity(
      loadConfig({ SESSION_SECRET: OLD, MAIL_LINK_SECRET: MAIL_OLD }),
      undefined as never,
    );
    const link = unsubscribeToken(await before.mailKeys(), 42);
    // The cookie key replaced outright, the mail key rotated with the old one kept behind.
    const after = createIdentity(
      loadConfig({ SESSION_SECRET: NEW, MAIL_LINK_SECRET: `${MAIL_NEW},${MAIL_OLD}` }),
      undefined as never,
    );
    expect(readUnsubscribeToken(await after.mailKeys(), link)).toBe(42);
    expect(readUnsubscribeToken(await after.secret(), link)).toBeNull();
    const retired = createIdentity(
      loadConfig({ SESSION_SECRET: NEW, MAIL_LINK_SECRET: MAIL_NEW }),
      undefined as never,
    );
    expect(readUnsubscribeToken(await retired.mailKeys(), link)).toBeNull();
  });
});

describe("a guest across a cookie key rotation (the real app)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.destroy());

  const session = async (secret: string, cookie?: string) => {
    const app = await buildTestApp(database.database, { SESSION_SECRET: secret });
    try {
      const response = await app.inject({
        method: "GET",
        url: "/api/_auth/session",
        headers: cookie ? { cookie } : {},
      });
      const set = response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      return { profileId: response.json().profile.iProfile as number, cookie: set || cookie };
    } finally {
      await app.close();
    }
  };

  it("stays the same guest while the old key is listed, and becomes a new one once it is gone", async () => {
    const first = await session(OLD);
    expect((await session(`${NEW},${OLD}`, first.cookie)).profileId).toBe(first.profileId);
    expect((await session(NEW, first.cookie)).profileId).not.toBe(first.profileId);
  });
});
