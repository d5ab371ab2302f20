import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import crossBorder from "@frontalier/shared/locales/fr/cross-border.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { ApiError } from "../../../lib/api/api-error";
import { notify } from "../../../lib/notifier";
import { saveCrossBorder } from "../../../lib/session/save-cross-border";
import type { AccountProfile } from "../api/account-profile";
import { profileQueryKey } from "../api/get-profile";
import { CrossBorderSection } from "./cross-border-section";

vi.mock("../../../lib/session/save-cross-border", () => ({ saveCrossBorder: vi.fn() }));
vi.mock("../../../lib/notifier", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** A Swiss account that never chose: the home's default. */
const swiss: AccountProfile = {
  profileId: 7,
  isGuest: false,
  firstName: "Léa",
  lastName: "Favre",
  photo: null,
  accountType: "EMAIL",
  email: "lea@example.ch",
  emailVerified: true,
  hasPassword: true,
  countryLanguage: "CH/FR",
  homeCountry: "CH",
  favouriteCountries: [],
  home: "CH",
  crossBorder: { carryHome: true, travellers: 1, splitPurchases: false },
  basketCount: 1,
  providers: [],
  createdAt: "2026-01-05T08:00:00.000Z",
};

const answer = (setting: ProfileInfo["crossBorder"]): ProfileInfo => ({
  iProfile: 7,
  isGuest: false,
  sPrenom: "Léa",
  sNom: "Favre",
  sPhoto: null,
  sTypeAccount: "EMAIL",
  email: "lea@example.ch",
  emailVerified: true,
  hasPassword: true,
  sPaysLangue: "CH/FR",
  sPaysFav: "CH",
  sListPays: "",
  home: "CH",
  crossBorder: setting,
  iBasket: 3,
  sIndex: 0,
  baskets: [],
  providers: [],
  createdAt: "2026-01-05T08:00:00.000Z",
});

function renderSection(profile = swiss) {
  const client = new QueryClient();
  const i18n = createI18n({
    language: "fr",
    resources: { fr: { "cross-border": crossBorder, account: {} } },
    defaultNamespace: "cross-border",
  });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CrossBorderSection profile={profile} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { client, events: userEvent.setup() };
}

beforeEach(() => {
  vi.mocked(saveCrossBorder).mockReset();
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.error).mockReset();
});

describe("CrossBorderSection", () => {
  it("names the home in the sentence and describes each control", () => {
    renderSection({ ...swiss, home: "GB" });
    const carry = screen.getByRole("checkbox", {
      name: "J’habite au Royaume-Uni, je rapporte mes achats moi-même",
    });
    expect(carry).toBeChecked();
    expect(carry).toHaveAccessibleDescription(crossBorder.control.hint);
    expect(screen.getByLabelText("Nombre de voyageurs")).toHaveAccessibleDescription(
      "Chacun a droit à sa propre franchise.",
    );
    expect(
      screen.getByRole("checkbox", {
        name: "J’accepte de répartir mes achats sur plusieurs jours ou tickets",
      }),
    ).not.toBeChecked();
  });

  it("saves 3 travellers with the keyboard, keeps the focus on the button and the answer in the cache", async () => {
    vi.mocked(saveCrossBorder).mockResolvedValue(
      answer({ carryHome: true, travellers: 3, splitPurchases: false }),
    );
    const { client, events } = renderSection();
    await events.selectOptions(screen.getByLabelText("Nombre de voyageurs"), "3");
    const save = screen.getByRole("button", { name: "Enregistrer" });
    save.focus();
    await events.keyboard("{Enter}");
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Réglages enregistrés"));
    expect(saveCrossBorder).toHaveBeenCalledWith(7, {
      carryHome: true,
      travellers: 3,
      splitPurchases: false,
    });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveFocus();
    expect(client.getQueryData<AccountProfile>(profileQueryKey)?.crossBorder.travellers).toBe(3);
  });

  it("turns the travellers and the splitting off with carrying home", async () => {
    vi.mocked(saveCrossBorder).mockResolvedValue(
      answer({ carryHome: false, travellers: 1, splitPurchases: false }),
    );
    const { events } = renderSection();
    await events.click(screen.getByRole("checkbox", { name: /J’habite en Suisse/ }));
    expect(screen.getByLabelText("Nombre de voyageurs")).toBeDisabled();
    await events.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(saveCrossBorder).toHaveBeenCalledWith(
        7,
        expect.objectContaining({ carryHome: false }),
      ),
    );
  });

  it("says why a save failed and keeps the choice on screen", async () => {
    vi.mocked(saveCrossBorder).mockRejectedValue(
      new ApiError(400, "validation_failed", "Le nombre de voyageurs va de 1 à 9."),
    );
    const { events } = renderSection();
    await events.selectOptions(screen.getByLabelText("Nombre de voyageurs"), "4");
    await events.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Le nombre de voyageurs va de 1 à 9."),
    );
    expect(screen.getByLabelText("Nombre de voyageurs")).toHaveValue("4");
  });
});
