import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { CookieClient } from "../../../../test/cookie-client.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import {
  type FakeOidcProvider,
  startFakeOidcProvider,
} from "../../../identity/oidc/fake-provider.ts";
import { createMailer } from "../../../mail/mailer.ts";

const APP_PORT = 3000;
const REDIRECT_URI = `http://localhost:${APP_PORT}/auth/callback`;
const PASSWORD = "correct horse battery staple";

/** One browser's cookies at the provider (its sign-in session and interaction cookies). */
class ProviderBrowser {
  private readonly jar = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) {
      headers.set("cookie", [...this.jar].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  /**
   * Follows the provider from its authorization URL through its sign-in and consent pages (the
   * person types `login`, then accepts, or refuses with `refuse`) to the redirect back to us.
   */
  async authorize(
    authorizationUrl: string,
    options: { login: string; refuse?: "login" | "consent" },
  ): Promise<URL> {
    let url = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(REDIRECT_URI)) return new URL(url);
      const response = await this.request(url);
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get("location") ?? "", url).href;
        continue;
      }
      expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
      const page = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!prompt || !action) throw new Error(`not an interaction page: ${page.slice(0, 200)}`);
      const submit = new URL(action.replaceAll("&amp;", "&"), url).href;
      if (options.refuse === prompt) {
        url = `${submit}/abort`;
        continue;
      }
      const form = new URLSearchParams({ prompt });
      if (prompt === "login") {
        form.set("login", options.login);
        form.set("password", "anything");
      }
      const posted = await this.request(submit, { method: "POST", body: form });
      expect(posted.status).toBeGreaterThanOrEqual(300);
      url = new URL(posted.headers.get("location") ?? "", submit).href;
    }
    throw new Error("the provider never redirected back");
  }
}

describe.each(testDatabases())("sign-in with an OpenID Connect provider (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let provider: FakeOidcProvider;
  let app: FastifyInstance;
  const mailer = createMailer({ from: "test@frontalier.test" });

  beforeAll(async () => {
    provider = await startFakeOidcProvider({
      clientId: "frontalier",
      clientSecret: "fake-secret",
      redirectUris: [REDIRECT_URI],
      people: {
        camille: {
          email: "Camille@Example.test",
          email_verified: true,
          given_name: "Camille",
          family_name: "Martin",
        },
        unverified: { email: "owner@example.test", email_verified: false, given_name: "Eve" },
      },
    });
    app = await buildApp(
      testConfig({
        PORT: String(APP_PORT),
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: "fakeid",
            name: "Fake ID",
            issuer: provider.issuer,
            clientId: "frontalier",
            clientSecret: "fake-secret",
          },
        ]),
      }),
      { database: database(), logger: false, mailer },
    );
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  /** Start → the provider's pages → the callback page posting its query string. */
  async function signIn(
    client: CookieClient,
    login: string,
    options: { refuse?: "login" | "consent"; browser?: ProviderBrowser } = {},
  ) {
    const start = await client.get("/api/auth/oidc/fakeid/start");
    expect(start.statusCode).toBe(302);
    expect(client.jar.has("auth_state")).toBe(true);
    const back = await (options.browser ?? new ProviderBrowser()).authorize(
      start.headers.location as string,
      { login, refuse: options.refuse },
    );
    return client.post("/api/auth/oidc/callback", { search: back.search });
  }

  it("lists the configured providers", async () => {
    const response = await new CookieClient(app).get("/api/auth/providers");
    expect(response.json()).toEqual({ providers: [{ id: "fakeid", name: "Fake ID" }] });
  });

  it("redirects to the provider with PKCE, state and nonce, keeping them in a signed HttpOnly cookie", async () => {
    const client = new CookieClient(app);
    const response = await client.get("/api/auth/oidc/fakeid/start");
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: "frontalier",
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    for (const name of ["state", "nonce", "code_challenge"]) {
      expect(location.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    }
    const cookie = (
      response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[]
    ).find((c) => c.name === "auth_state");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", maxAge: 600 });
    expect(cookie && JSON.stringify(cookie)).not.toContain(location.searchParams.get("state"));
  });

  it("answers 404 for a provider that is not configured", async () => {
    const client = new CookieClient(app);
    expect((await client.get("/api/auth/oidc/nope/start")).statusCode).toBe(404);
    expect((await client.get("/api/auth/oidc/NOT%20AN%20ID/start")).statusCode).toBe(400);
  });

  it("signs a guest up with the provider, keeps their picklist, and finds the same account next time", async () => {
    const client = new CookieClient(app);
    const guest = (await client.get("/api/_auth/session")).json().profile;
    const pick = await client.post(`/api/update-payList-to-basket?iBasket=${guest.iBasket}`, {
      sPaysListe: "FR,PL,SE",
    });
    expect(pick.statusCode).toBe(200);

    const response = await signIn(client, "camille");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      sPrenom: "Camille",
      sNom: "Martin",
      sTypeAccount: "FAKEID",
    });
    expect(client.jar.has("auth_state")).toBe(false);
    expect(client.jar.has("GuestProfile")).toBe(false);
    const session = (await client.get("/api/_auth/session")).json();
    expect(session.user).toMatchObject({ sTypeAccount: "FAKEID", sPrenom: "Camille" });
    expect(session.profile.iBasket).toBe(guest.iBasket);
    expect(session.profile.countries).toEqual(["FR", "PL", "SE"]);
    const info = (await client.get("/api/get-info-profil")).json();
    expect(info).toMatchObject({
      email: "camille@example.test",
      emailVerified: true,
      hasPassword: false,
      providers: ["fakeid"],
    });

    const otherBrowser = new CookieClient(app, "198.51.100.20");
    const again = await signIn(otherBrowser, "camille");
    expect(again.statusCode).toBe(200);
    expect(again.json().user.iProfile).toBe(session.user.iProfile);
    const otherSession = (await otherBrowser.get("/api/_auth/session")).json();
    expect(otherSession.profile.countries).toEqual(["FR", "PL", "SE"]);
  });

  it("links to the account with the address the provider vouches for, keeping its e-mail sign-in", async () => {
    const client = new CookieClient(app);
    await client.post("/api/user-signup", {
      email: "dana@example.test",
      password: PASSWORD,
      sPrenom: "Dana",
    });
    const token = /token=([\w-]+)/.exec(mailer.outbox().at(-1)?.text ?? "")?.[1];
    const verified = await client.post("/api/auth/verify-email", { token });
    const accountId = verified.json().user.iProfile;

    const response = await signIn(new CookieClient(app, "198.51.100.21"), "dana");
    expect(response.json().user).toMatchObject({ iProfile: accountId, sTypeAccount: "EMAIL" });
    const login = await new CookieClient(app, "198.51.100.22").post("/api/auth/login", {
      email: "dana@example.test",
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it("does not link an address the provider does not vouch for, nor store it", async () => {
    const owner = new CookieClient(app);
    await owner.post("/api/user-signup", {
      email: "owner@example.test",
      password: PASSWORD,
      sPrenom: "Olivia",
    });
    const token = /token=([\w-]+)/.exec(mailer.outbox().at(-1)?.text ?? "")?.[1];
    const ownerId = (await owner.post("/api/auth/verify-email", { token })).json().user.iProfile;

    const client = new CookieClient(app, "198.51.100.23");
    const response = await signIn(client, "unverified");
    expect(response.statusCode).toBe(200);
    expect(response.json().user.iProfile).not.toBe(ownerId);
    const info = (await client.get("/api/get-info-profil")).json();
    expect(info).toMatchObject({ email: null, emailVerified: false, sPrenom: "Eve" });
  });

  it("takes over an address nobody confirmed, without the password someone set on it", async () => {
    const squatter = new CookieClient(app, "198.51.100.24");
    await squatter.post("/api/user-signup", {
      email: "frank@example.test",
      password: PASSWORD,
      sPrenom: "Squatter",
    });
    const response = await signIn(new CookieClient(app, "198.51.100.25"), "frank");
    expect(response.json().user).toMatchObject({ sPrenom: "frank", sTypeAccount: "FAKEID" });
    const login = await squatter.post("/api/auth/login", {
      email: "frank@example.test",
      password: PASSWORD,
    });
    expect(login.json().error.code).toBe("invalid_credentials");
  });

  it("refuses a tampered or missing state, and signs nobody in", async () => {
    const client = new CookieClient(app);
    await client.get("/api/_auth/session");
    const start = await client.get("/api/auth/oidc/fakeid/start");
    const back = await new ProviderBrowser().authorize(start.headers.location as string, {
      login: "grace",
    });
    const tampered = new URLSearchParams(back.search);
    tampered.set("state", `${tampered.get("state")}x`);
    const refused = await client.post("/api/auth/oidc/callback", { search: `?${tampered}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("auth_state_invalid");
    // The state was spent: the genuine answer no longer works either.
    const replayed = await client.post("/api/auth/oidc/callback", { search: back.search });
    expect(replayed.json().error.code).toBe("auth_state_invalid");
    expect((await client.get("/api/_auth/session")).json().user).toBeNull();

    const forged = new CookieClient(app);
    forged.jar.set("auth_state", "eyJzdGF0ZSI6IngifQ.c2lnbmF0dXJl");
    const response = await forged.post("/api/auth/oidc/callback", { search: "?code=x&state=x" });
    expect(response.json().error.code).toBe("auth_state_invalid");
  });

  it("answers 4xx when the person refuses at the provider, and signs nobody in", async () => {
    for (const refuse of ["login", "consent"] as const) {
      const client = new CookieClient(app);
      await client.get("/api/_auth/session");
      const response = await signIn(client, "heidi", { refuse });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("auth_provider_denied");
      expect(client.jar.has("auth_state")).toBe(false);
      expect((await client.get("/api/_auth/session")).json().user).toBeNull();
    }
  });

  it("answers 400 for a code the provider does not know, and for a provider error", async () => {
    const client = new CookieClient(app);
    const start = await client.get("/api/auth/oidc/fakeid/start");
    const state = new URL(start.headers.location as string).searchParams.get("state");
    const response = await client.post("/api/auth/oidc/callback", {
      search: `?code=forged&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("auth_provider_failed");
    const failed = await client.post("/api/auth/oidc/callback", { search: "?error=server_error" });
    expect(failed.json().error.code).toBe("auth_provider_failed");
    const invalid = await client.post("/api/auth/oidc/callback", { search: 42 });
    expect(invalid.statusCode).toBe(400);
  });
});

describe("sign-in with a provider that cannot be reached", () => {
  const database = useTestDatabase("pglite");
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(
      testConfig({
        OIDC_PROVIDERS: JSON.stringify([
          { id: "down", name: "Down", issuer: "http://127.0.0.1:9/", clientId: "frontalier" },
        ]),
      }),
      { database: database(), logger: false },
    );
  });
  afterAll(() => app.close());

  it("sends the popup to the callback page with an error instead of a provider page", async () => {
    const client = new CookieClient(app);
    const response = await client.get("/api/auth/oidc/down/start");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth/callback?error=temporarily_unavailable");
    const callback = await client.post("/api/auth/oidc/callback", {
      search: "?error=temporarily_unavailable",
    });
    expect(callback.json().error.code).toBe("auth_provider_failed");
  });

  it("offers no provider when none is configured", async () => {
    const bare = await buildApp(testConfig(), { database: database(), logger: false });
    try {
      expect((await new CookieClient(bare).get("/api/auth/providers")).json()).toEqual({
        providers: [],
      });
    } finally {
      await bare.close();
    }
  });
});
