import authProviders from "@frontalier/shared/locales/fr/auth-providers.json";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { AUTH_SIGNAL_KEY } from "../../../lib/session/provider-sign-in";
import { refreshSession } from "../../../lib/session/session-store";
import { ProviderButtons } from "./provider-buttons";

vi.mock("../../../lib/session/session-store", () => ({ refreshSession: vi.fn() }));

const i18n = createI18n({
  language: "fr",
  resources: { fr: { "auth-providers": authProviders } },
  defaultNamespace: "auth-providers",
});

function renderButtons() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/login"]}>
        <Routes>
          <Route path="/login" element={<ProviderButtons />} />
          <Route path="/" element={<p>accueil</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("provider buttons", () => {
  it("offers each configured provider, and goes on once the popup has signed the user in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ providers: [{ id: "fakeid", name: "Fake ID" }] }), {
            status: 200,
          }),
      ),
    );
    const open = vi.spyOn(window, "open").mockReturnValue({ focus() {} } as unknown as Window);
    vi.mocked(refreshSession).mockResolvedValue({
      profileId: 1,
      firstName: "Camille",
      lastName: "",
      photo: null,
      accountType: "FAKEID",
      premiumUntil: null,
    });
    renderButtons();
    await userEvent.click(await screen.findByRole("button", { name: "Continuer avec Fake ID" }));
    expect(open).toHaveBeenCalledWith(
      "/api/auth/oidc/fakeid/start",
      expect.any(String),
      expect.stringContaining("width=960,height=600"),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: AUTH_SIGNAL_KEY, newValue: "1" }));
    expect(await screen.findByText("accueil")).toBeInTheDocument();
  });
});
