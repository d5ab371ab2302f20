import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load-config.ts";

const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
  }
  throw new Error("expected a ConfigError");
};

describe("loadConfig", () => {
  it("has a default for everything", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      nodeEnv: "development",
      logLevel: "info",
      dataDir: resolve("./data"),
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: false,
      publicUrl: undefined,
      brandName: "Frontalier",
      contactEmail: "contact@frontalier.eu",
      social: {
        facebook: "https://www.facebook.com/frontalier",
        instagram: "https://www.instagram.com/frontalier",
        pinterest: "https://www.pinterest.com/frontalier",
        youtube: "https://www.youtube.com/@frontalier",
      },
      analytics: null,
    });
  });

  it("finds the web build next to the server package, whatever the cwd", () => {
    expect(loadConfig({}).webDistDir).toBe(resolve(import.meta.dirname, "../../../web/dist"));
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: "/var/lib/frontalier",
      DATABASE_URL: "postgresql://app:secret@db:5432/frontalier",
      REDIS_URL: "redis://cache:6379",
      TRUST_PROXY: "true",
      PUBLIC_URL: "https://frontalier.eu",
      BRAND_NAME: "Grenzgänger",
      CONTACT_EMAIL: "hello@example.com",
      SOCIAL_FACEBOOK_URL: "https://facebook.com/x",
      SOCIAL_INSTAGRAM_URL: "https://instagram.com/x",
      SOCIAL_PINTEREST_URL: "https://pinterest.com/x",
      SOCIAL_YOUTUBE_URL: "https://youtube.com/x",
      ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js",
      ANALYTICS_ID: "site-1",
      WEB_DIST_DIR: "/srv/web",
      APP_VERSION: "1.2.3",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      nodeEnv: "production",
      logLevel: "warn",
      dataDir: "/var/lib/frontalier",
      databaseUrl: "postgresql://app:secret@db:5432/frontalier",
      redisUrl: "redis://cache:6379",
      trustProxy: 1,
      publicUrl: "https://frontalier.eu",
      brandName: "Grenzgänger",
      contactEmail: "hello@example.com",
      analytics: { scriptUrl: "https://stats.example.com/script.js", id: "site-1" },
      webDistDir: "/srv/web",
      appVersion: "1.2.3",
    });
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it("keeps PGlite in memory for memory://", () => {
    expect(loadConfig({ DATA_DIR: "memory://" }).dataDir).toBe("memory://");
  });

  it("names every bad variable in one error, without echoing values", () => {
    const error = issuesOf({
      PORT: "abc",
      NODE_ENV: "staging",
      LOG_LEVEL: "loud",
      DATABASE_URL: "mysql://root:hunter2@db/app",
      REDIS_URL: "http://cache",
      TRUST_PROXY: "perhaps",
      PUBLIC_URL: "frontalier.eu",
      CONTACT_EMAIL: "nobody",
      SOCIAL_YOUTUBE_URL: "javascript:alert(1)",
      ANALYTICS_SCRIPT_URL: "http://stats.example.com/script.js",
    });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(
      [
        "PORT",
        "NODE_ENV",
        "LOG_LEVEL",
        "DATABASE_URL",
        "REDIS_URL",
        "TRUST_PROXY",
        "PUBLIC_URL",
        "CONTACT_EMAIL",
        "SOCIAL_YOUTUBE_URL",
        "ANALYTICS_SCRIPT_URL",
      ].sort(),
    );
    for (const issue of error.issues) expect(error.message).toContain(`${issue.variable}: `);
    expect(error.message).not.toContain("hunter2");
  });

  it.each([
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
  ])("rejects %s=%s", (variable, value) => {
    expect(issuesOf({ [variable]: value }).issues).toEqual([
      { variable, message: "must be an integer between 0 and 65535" },
    ]);
  });

  it("keeps 200,000 articles in the offer index unless told otherwise; 0 turns it off", () => {
    expect(loadConfig({}).offerIndexArticles).toBe(200_000);
    expect(loadConfig({ OFFER_INDEX_ARTICLES: "0" }).offerIndexArticles).toBe(0);
    expect(loadConfig({ OFFER_INDEX_ARTICLES: "5000" }).offerIndexArticles).toBe(5000);
    expect(issuesOf({ OFFER_INDEX_ARTICLES: "-1" }).issues).toEqual([
      { variable: "OFFER_INDEX_ARTICLES", message: "must be 0 (off) or more" },
    ]);
    expect(issuesOf({ OFFER_INDEX_ARTICLES: "many" }).issues).toEqual([
      { variable: "OFFER_INDEX_ARTICLES", message: "must be a number of articles" },
    ]);
  });

  it("reads TRUST_PROXY as off, a number of hops, or the proxies' addresses", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    // `true` is one hop, never "believe every entry" (the left-most is the client's own text).
    expect(trust("true")).toBe(1);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.1")).toEqual(["10.0.0.1"]);
    expect(trust(" 10.0.0.0/8, fd00::/8 ,loopback")).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
    ]);
    for (const bad of [
      "perhaps",
      "11",
      "10.0.0.0/33",
      "10.0.0.300",
      "::1/129",
      "nginx",
      "1.2.3.4/8/1",
    ]) {
      expect(issuesOf({ TRUST_PROXY: bad }).issues[0]?.variable).toBe("TRUST_PROXY");
    }
  });

  it("leaves analytics off without a script URL", () => {
    expect(loadConfig({ ANALYTICS_ID: "site-1" }).analytics).toBeNull();
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: "https://s.example.com/a.js" }).analytics).toEqual({
      scriptUrl: "https://s.example.com/a.js",
      id: null,
    });
  });
});
