import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import {
  AUTH_SIGNAL_KEY,
  finishProviderSignIn,
  openProviderPopup,
  popupFeatures,
} from "./provider-sign-in";
import { refreshSession } from "./session-store";

vi.mock("./session-store", () => ({ refreshSession: vi.fn() }));

/** What the server answers (spec §3 names)… */
const wireUser = {
  iProfile: 3,
  sPrenom: "Camille",
  sNom: "Martin",
  sPhoto: null,
  sTypeAccount: "GOOGLE",
};
/** …and what the app reads from it. */
const user = {
  profileId: 3,
  firstName: "Camille",
  lastName: "Martin",
  photo: null,
  accountType: "GOOGLE",
  premiumUntil: null,
};

const signal = (key = AUTH_SIGNAL_KEY, newValue: string | null = String(Date.now())) =>
  window.dispatchEvent(new StorageEvent("storage", { key, newValue }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(refreshSession).mockReset().mockResolvedValue(user);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the sign-in popup (spec §4, §9)", () => {
  it("is 960 by 600, centred on the window", () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })).toBe(
      "popup=yes,width=960,height=600,left=320,top=200",
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 800, outerHeight: 500 })).toBe(
      "popup=yes,width=960,height=600,left=0,top=0",
    );
  });

  it("opens the provider's start address and refreshes the session once when the storage signal arrives", async () => {
    const popup = { focus: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const onSession = vi.fn();
    expect(openProviderPopup("google", { onSession })).toBe("popup");
    expect(open).toHaveBeenCalledWith(
      "/api/auth/oidc/google/start",
      "frontalier-sign-in",
      expect.stringMatching(/^popup=yes,width=960,height=600,/),
    );
    signal("something-else");
    signal(AUTH_SIGNAL_KEY, null);
    expect(refreshSession).not.toHaveBeenCalled();
    signal();
    signal();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onSession).toHaveBeenCalledWith(user));
  });

  it("listens for the latest popup only", () => {
    vi.spyOn(window, "open").mockReturnValue({ focus() {} } as unknown as Window);
    const first = vi.fn();
    openProviderPopup("google", { onSession: first });
    openProviderPopup("apple");
    signal();
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it("goes to the provider in the page itself when popups are blocked", () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const redirect = vi.fn();
    expect(openProviderPopup("my-idp", { redirect })).toBe("redirect");
    expect(redirect).toHaveBeenCalledWith("/api/auth/oidc/my-idp/start");
    expect(localStorage.getItem("frontalier:auth-popup")).toBeNull();
    signal();
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe("the callback page's work", () => {
  it("posts nothing when the page was not opened by a provider", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await finishProviderSignIn("")).toEqual({ user: null, error: null, popup: false });
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_SIGNAL_KEY)).not.toBeNull();
  });

  it("posts the provider's answer once, then writes the storage signal", async () => {
    const fetch = vi.fn(async () => json(200, { user: wireUser }));
    vi.stubGlobal("fetch", fetch);
    const [a, b] = await Promise.all([
      finishProviderSignIn("?code=a&state=b"),
      finishProviderSignIn("?code=a&state=b"),
    ]);
    expect(a).toBe(b);
    expect(a).toEqual({ user, error: null, popup: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/oidc/callback",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ search: "?code=a&state=b" }),
      }),
    );
    expect(Number(localStorage.getItem(AUTH_SIGNAL_KEY))).toBeGreaterThan(0);
  });

  it("signals too when nobody signed in, and knows it is the popup by the opener's mark", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(403, { error: { code: "auth_provider_denied", message: "Annulée", requestId: "r" } }),
      ),
    );
    vi.spyOn(window, "open").mockReturnValue({ focus() {} } as unknown as Window);
    openProviderPopup("google");
    const outcome = await finishProviderSignIn("?error=access_denied");
    expect(outcome.user).toBeNull();
    expect(outcome.popup).toBe(true);
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect((outcome.error as ApiError).code).toBe("auth_provider_denied");
    expect(localStorage.getItem(AUTH_SIGNAL_KEY)).not.toBeNull();
    expect(localStorage.getItem("frontalier:auth-popup")).toBeNull();
  });
});
