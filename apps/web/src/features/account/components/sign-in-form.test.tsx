import { CALLBACK_COOKIE } from "@frontalier/shared/cookie-names";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { ApiError } from "../../../lib/api/api-error";
import { readCookie } from "../../../lib/cookies";
import { rememberCallback } from "../../../lib/session/callback-cookie";
import { refreshSession } from "../../../lib/session/session-store";
import { createAccountTestI18n } from "../../../test/account-i18n";
import { requestPasswordReset } from "../api/request-password-reset";
import { signIn } from "../api/sign-in";
import { SignInForm } from "./sign-in-form";

vi.mock("../api/sign-in", () => ({ signIn: vi.fn() }));
vi.mock("../api/request-password-reset", () => ({ requestPasswordReset: vi.fn() }));
vi.mock("../../../lib/session/session-store", () => ({ refreshSession: vi.fn() }));

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

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderForm(path = "/login") {
  render(
    <I18nProvider i18n={createAccountTestI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<SignInForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  return userEvent.setup();
}

async function fillAndSubmit(events: ReturnType<typeof userEvent.setup>) {
  await events.type(screen.getByLabelText("Adresse e-mail"), "ana@example.fr");
  await events.type(screen.getByLabelText("Mot de passe"), "un mot de passe");
  await events.click(screen.getByRole("button", { name: "Se connecter" }));
}

beforeEach(() => {
  vi.mocked(signIn).mockReset();
  vi.mocked(refreshSession).mockReset().mockResolvedValue(user);
  vi.mocked(requestPasswordReset).mockReset();
});
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: tests reset the cookie they set.
  document.cookie = `${CALLBACK_COOKIE}=; Max-Age=0; Path=/`;
});

describe("SignInForm", () => {
  it("checks the fields before calling the server and focuses the first wrong one", async () => {
    const events = renderForm();
    await events.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(signIn).not.toHaveBeenCalled();
    const email = screen.getByLabelText("Adresse e-mail");
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription("Ce champ est obligatoire.");
    expect(screen.getByLabelText("Mot de passe")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a refusal in an alert that takes the focus", async () => {
    vi.mocked(signIn).mockRejectedValue(
      new ApiError(401, "invalid_credentials", "Adresse e-mail ou mot de passe incorrect."),
    );
    const events = renderForm();
    await fillAndSubmit(events);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Connexion impossible");
    expect(alert).toHaveTextContent("Adresse e-mail ou mot de passe incorrect.");
    expect(alert).toHaveFocus();
    expect(signIn).toHaveBeenCalledWith({ email: "ana@example.fr", password: "un mot de passe" });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it("says that the address must be confirmed first, with the server's message", async () => {
    const message =
      "Confirmez d’abord votre adresse e-mail : nous venons de vous renvoyer le lien.";
    vi.mocked(signIn).mockRejectedValue(new ApiError(403, "email_not_verified", message));
    const events = renderForm();
    await fillAndSubmit(events);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Adresse e-mail à confirmer");
    expect(alert).toHaveTextContent(message);
  });

  it("a network failure gets a message of its own", async () => {
    vi.mocked(signIn).mockRejectedValue(new TypeError("Failed to fetch"));
    const events = renderForm();
    await fillAndSubmit(events);
    expect(await screen.findByRole("alert")).toHaveTextContent("Le serveur ne répond pas");
  });

  it("after signing in, refreshes the session and goes to /", async () => {
    vi.mocked(signIn).mockResolvedValue({ user: wireUser });
    const events = renderForm();
    await fillAndSubmit(events);
    expect(await screen.findByTestId("where")).toHaveTextContent(/^\/$/);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it("goes back to the page of the callback cookie, and forgets it", async () => {
    rememberCallback("/profil?x=1");
    vi.mocked(signIn).mockResolvedValue({ user: wireUser });
    const events = renderForm();
    await fillAndSubmit(events);
    expect(await screen.findByTestId("where")).toHaveTextContent("/profil?x=1");
    expect(readCookie(CALLBACK_COOKIE)).toBeNull();
  });

  it("never follows a callback off the site", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays a hostile cookie.
    document.cookie = `${CALLBACK_COOKIE}=${encodeURIComponent("//evil.example")}; Path=/`;
    vi.mocked(signIn).mockResolvedValue({ user: wireUser });
    const events = renderForm();
    await fillAndSubmit(events);
    expect(await screen.findByTestId("where")).toHaveTextContent(/^\/$/);
  });

  it("asks for a reset link in place, and answers the same whether or not the account exists", async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({ status: "check-email" });
    const events = renderForm();
    await events.type(screen.getByLabelText("Adresse e-mail"), "ana@example.fr");
    await events.click(screen.getByRole("button", { name: "Mot de passe oublié\u202f?" }));
    expect(screen.getByRole("heading", { name: "Mot de passe oublié" })).toHaveFocus();
    // The address typed for signing in is kept.
    expect(screen.getByLabelText("Adresse e-mail")).toHaveValue("ana@example.fr");
    await events.click(screen.getByRole("button", { name: "Envoyer le lien" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Si un compte existe pour ana@example.fr, nous venons d’y envoyer un lien.",
    );
    expect(requestPasswordReset).toHaveBeenCalledWith("ana@example.fr");
    await events.click(screen.getByRole("button", { name: "Retour à la connexion" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Mot de passe oublié\u202f?" })).toHaveFocus(),
    );
  });

  it("opens on the reset request from the e-mails' ?reset=1 link", () => {
    renderForm("/login?reset=1");
    expect(screen.getByRole("button", { name: "Envoyer le lien" })).toBeInTheDocument();
  });

  it("shows and hides the password", async () => {
    const events = renderForm();
    const password = screen.getByLabelText("Mot de passe");
    expect(password).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Afficher le mot de passe" });
    await events.click(toggle);
    expect(password).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  });
});
