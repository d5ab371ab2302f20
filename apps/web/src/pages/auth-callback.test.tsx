import authProviders from "@frontalier/shared/locales/fr/auth-providers.json";
import common from "@frontalier/shared/locales/fr/common.json";
import errors from "@frontalier/shared/locales/fr/errors.json";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n/i18n-instance";
import { I18nProvider } from "../i18n/i18n-provider";
import { writeCookie } from "../lib/cookies";
import { refreshSession } from "../lib/session/session-store";
import { Page } from "./auth-callback";

vi.mock("../lib/session/session-store", () => ({ refreshSession: vi.fn() }));

const i18n = createI18n({
  language: "fr",
  resources: { fr: { common, errors, "auth-providers": authProviders } },
  defaultNamespace: "common",
});

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

const reply = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

function renderCallback(search: string) {
  window.history.replaceState(null, "", `/auth/callback${search}`);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/auth/callback${search}`]}>
        <Routes>
          <Route path="/auth/callback" element={<Page />} />
          <Route path="/wishlist" element={<p>liste d’envies</p>} />
          <Route path="*" element={<p>ailleurs</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(refreshSession).mockReset().mockResolvedValue(user);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/auth/callback (spec §4)", () => {
  it("in the popup: signals the opener and closes itself, signed in or not", async () => {
    vi.stubGlobal("opener", {});
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    for (const [search, status, body] of [
      ["?code=a&state=1", 200, { user: wireUser }],
      [
        "?error=access_denied&state=2",
        403,
        { error: { code: "auth_provider_denied", message: "x" } },
      ],
    ] as const) {
      reply(status, body);
      close.mockClear();
      localStorage.removeItem("frontalier:auth");
      const { unmount } = renderCallback(search);
      await vi.waitFor(() => expect(close).toHaveBeenCalled());
      expect(localStorage.getItem("frontalier:auth")).not.toBeNull();
      unmount();
    }
  });

  it("as a page: refreshes the session and goes back to the callback cookie's page", async () => {
    reply(200, { user: wireUser });
    writeCookie("auth_callback", "/wishlist", 1);
    renderCallback("?code=b&state=3");
    expect(await screen.findByText("liste d’envies")).toBeInTheDocument();
    expect(refreshSession).toHaveBeenCalled();
  });

  it("as a page: shows why it failed, with a way back to sign-in", async () => {
    reply(400, { error: { code: "auth_state_invalid", message: "x" } });
    renderCallback("?code=c&state=4");
    expect(await screen.findByRole("alert")).toHaveTextContent(errors.auth_state_invalid);
    expect(screen.getByRole("link", { name: authProviders.callback.backToLogin })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
