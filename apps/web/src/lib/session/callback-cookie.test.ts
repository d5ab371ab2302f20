import { CALLBACK_COOKIE } from "@frontalier/shared/cookie-names";
import { afterEach, describe, expect, it } from "vitest";
import { readCookie } from "../cookies";
import { rememberCallback, safeCallbackPath, takeCallback } from "./callback-cookie";

describe("safeCallbackPath", () => {
  it.each([
    ["/profil", "/profil"],
    ["/wishlist/12?index=2", "/wishlist/12?index=2"],
    ["/podium/123.456.78#history", "/podium/123.456.78#history"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeCallbackPath(value)).toBe(expected);
  });

  it.each([
    null,
    "",
    "profil",
    "//evil.example/profil",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/pro\nfil",
    "/login",
    "/login?reset=1",
    "/signup",
    "/connexion",
    "/loginRequired",
    "/auth/verify-email?token=x",
  ])("refuses %j", (value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });

  it("keeps paths that merely start like a sign-in page", () => {
    expect(safeCallbackPath("/login-help")).toBe("/login-help");
  });
});

describe("callback cookie", () => {
  afterEach(() => {
    takeCallback();
  });

  it("is remembered, then taken once", () => {
    rememberCallback("/profil?tab=1");
    expect(readCookie(CALLBACK_COOKIE)).toBe("/profil?tab=1");
    expect(takeCallback()).toBe("/profil?tab=1");
    expect(readCookie(CALLBACK_COOKIE)).toBeNull();
    expect(takeCallback()).toBeNull();
  });

  it("never remembers a path off the site", () => {
    rememberCallback("//evil.example");
    expect(readCookie(CALLBACK_COOKIE)).toBeNull();
  });

  it("ignores a cookie someone else set to another site", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays a hostile cookie.
    document.cookie = `${CALLBACK_COOKIE}=${encodeURIComponent("//evil.example")}; Path=/`;
    expect(takeCallback()).toBeNull();
    expect(readCookie(CALLBACK_COOKIE)).toBeNull();
  });
});
