import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import { cookieNames, deleteCookie, readCookie, writeCookie } from "../../lib/cookies";
import { createTestI18n as createI18n } from "../../test/i18n";
import { ConsentStoreContext } from "./consent";
import { ConsentBanner } from "./consent-banner";
import { createConsentStore } from "./consent-store";
import { buildCookieDefinitions } from "./cookie-definitions";

const createTestI18n = () => createI18n("consent");

function clearCookies() {
  for (const name of cookieNames()) deleteCookie(name);
}

function renderBanner(
  analytics: { scriptUrl: string; id: string } | null = {
    scriptUrl: "https://tags.example/gtag.js",
    id: "G-TEST123",
  },
) {
  const store = createConsentStore({
    definitions: buildCookieDefinitions(analytics),
    analyticsId: analytics?.id,
  });
  store.init();
  render(
    <I18nProvider i18n={createTestI18n()}>
      <ConsentStoreContext.Provider value={store}>
        <button type="button">avant</button>
        <ConsentBanner />
      </ConsentStoreContext.Provider>
    </I18nProvider>,
  );
  return { store, user: userEvent.setup() };
}

const banner = () => screen.queryByRole("region", { name: "Vos cookies" });

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Personnaliser" }));
  return screen.findByRole("dialog", { name: "Paramètres des cookies" });
}

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  for (const script of document.querySelectorAll("script")) script.remove();
});

describe("ConsentBanner", () => {
  it("shows the banner with a privacy link while undecided", () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute(
      "href",
      "/terms",
    );
  });

  it("renders nothing once a choice is stored", () => {
    writeCookie("cookie_consent", "declined", 1);
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it("accept all stores the choice and hides the banner", async () => {
    const { user, store } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Tout accepter" }));
    expect(readCookie("cookie_consent")).toBe("all");
    expect(banner()).not.toBeInTheDocument();
    expect(store.getSnapshot().enabledIds).toEqual(["analytics"]);
  });

  it("decline stores the refusal and loads no script", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole("button", { name: "Refuser" }));
    expect(readCookie("cookie_consent")).toBe("declined");
    expect(document.querySelector("script[data-consent-id]")).toBeNull();
    expect(banner()).not.toBeInTheDocument();
  });
});

describe("consent settings modal", () => {
  it("lists the necessary groups locked on and each optional group with its switch", async () => {
    const { user } = renderBanner();
    await openSettings(user);
    const session = screen.getByRole("switch", { name: "Session" });
    expect(session).toBeChecked();
    expect(session).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Préférences" })).toBeDisabled();
    const analytics = screen.getByRole("switch", { name: "Mesure d’audience" });
    expect(analytics).not.toBeChecked();
    expect(analytics).toBeEnabled();
    expect(analytics).toHaveAccessibleDescription(/Google Analytics/);
    expect(
      screen.getByRole("link", { name: /Règles de confidentialité de Google/ }),
    ).toHaveAttribute("target", "_blank");
  });

  it("saves a custom choice", async () => {
    const { user, store } = renderBanner();
    await openSettings(user);
    await user.click(screen.getByRole("switch", { name: "Mesure d’audience" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer mes choix" }));
    expect(readCookie("cookie_consent")).toBe("custom");
    expect(readCookie("cookie_consent_ids")).toBe("analytics");
    expect(store.getSnapshot().signals.analytics_storage).toBe("granted");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
  });

  it("reopens at any time and withdraws consent", async () => {
    writeCookie("cookie_consent", "all", 1);
    const { user, store } = renderBanner();
    expect(document.querySelectorAll("script[data-consent-id]")).toHaveLength(1);
    writeCookie("_ga_TEST123", "x", 1);
    store.openSettings();
    await screen.findByRole("dialog");
    const analytics = screen.getByRole("switch", { name: "Mesure d’audience" });
    expect(analytics).toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole("button", { name: "Enregistrer mes choix" }));
    expect(document.querySelectorAll("script[data-consent-id]")).toHaveLength(0);
    expect(cookieNames()).not.toContain("_ga_TEST123");
    expect(store.getSnapshot().signals.analytics_storage).toBe("denied");
  });

  it("accept all and decline all from the modal", async () => {
    const { user } = renderBanner();
    await openSettings(user);
    await user.click(screen.getByRole("button", { name: "Tout refuser" }));
    expect(readCookie("cookie_consent")).toBe("declined");
    clearCookies();
    const second = renderBanner();
    const dialog = await openSettings(second.user);
    await second.user.click(within(dialog).getByRole("button", { name: "Tout accepter" }));
    expect(readCookie("cookie_consent")).toBe("all");
  });

  it("closes with Escape without deciding, and focus returns to the opener", async () => {
    const { user } = renderBanner();
    await openSettings(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(readCookie("cookie_consent")).toBeNull();
    expect(banner()).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Personnaliser" })).toHaveFocus(),
    );
  });

  it("says so when no optional cookie is offered", async () => {
    const { user } = renderBanner(null);
    await openSettings(user);
    expect(screen.getByText("Aucun cookie optionnel n’est utilisé actuellement.")).toBeVisible();
    expect(screen.queryByRole("switch", { name: "Mesure d’audience" })).toBeNull();
  });
});
