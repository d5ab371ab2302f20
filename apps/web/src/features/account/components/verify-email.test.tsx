import { verifyEmail } from "@frontalier/shared/contracts/identity";
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { ApiError } from "../../../lib/api/api-error";
import { call } from "../../../lib/api/call";
import { rememberCallback } from "../../../lib/session/callback-cookie";
import { refreshSession } from "../../../lib/session/session-store";
import { createAccountTestI18n } from "../../../test/account-i18n";
import { VerifyEmail } from "./verify-email";

vi.mock("../../../lib/session/session-store", () => ({ refreshSession: vi.fn() }));
vi.mock("../../../lib/api/call", () => ({ call: vi.fn() }));

/** The session's user, and the same in the server's answers (spec §3 names). */
const user = {
  profileId: 7,
  firstName: "Ana",
  lastName: "Lima",
  photo: null,
  accountType: "EMAIL",
  premiumUntil: null,
};
const wireUser = { iProfile: 7, sPrenom: "Ana", sNom: "Lima", sPhoto: null, sTypeAccount: "EMAIL" };

function renderPage(token: string) {
  render(
    <StrictMode>
      <I18nProvider i18n={createAccountTestI18n()}>
        <MemoryRouter>
          <VerifyEmail token={token} />
        </MemoryRouter>
      </I18nProvider>
    </StrictMode>,
  );
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(refreshSession).mockReset().mockResolvedValue(user);
});

describe("VerifyEmail", () => {
  it("posts the token once under StrictMode, then signs in and offers the way on", async () => {
    vi.mocked(call).mockResolvedValue({ user: wireUser });
    renderPage("a".repeat(43));
    expect(screen.getByRole("status")).toHaveTextContent("Confirmation de votre adresse");
    expect(await screen.findByText("Adresse confirmée")).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(verifyEmail, { body: { token: "a".repeat(43) } });
    expect(refreshSession).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Continuer" })).toHaveAttribute("href", "/profil");
  });

  it("continues to the page that asked for an account", async () => {
    rememberCallback("/wishlist");
    vi.mocked(call).mockResolvedValue({ user: wireUser });
    renderPage("b".repeat(43));
    expect(await screen.findByRole("link", { name: "Continuer" })).toHaveAttribute(
      "href",
      "/wishlist",
    );
  });

  it("shows why a link failed and how to get another", async () => {
    vi.mocked(call).mockRejectedValue(
      new ApiError(400, "invalid_token", "Ce lien n’est plus valable (expiré ou déjà utilisé)."),
    );
    renderPage("c".repeat(43));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ce lien n’est plus valable");
    expect(alert).toHaveFocus();
    expect(screen.getByRole("link", { name: "Recevoir un nouveau lien" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it("says so when the link has no token", () => {
    renderPage("");
    expect(screen.getByRole("alert")).toHaveTextContent("Ce lien est incomplet.");
    expect(call).not.toHaveBeenCalled();
  });
});
