import { PASSWORD_MIN_LENGTH } from "@frontalier/shared/identity";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { ApiError } from "../../../lib/api/api-error";
import { createAccountTestI18n } from "../../../test/account-i18n";
import { signUp } from "../api/sign-up";
import { UpdateError } from "../api/update-error";
import { SignUpForm } from "./sign-up-form";

vi.mock("../api/sign-up", () => ({ signUp: vi.fn() }));
vi.mock("../../../lib/session/session-store", () => ({
  useSession: () => ({
    user: null,
    loaded: true,
    profile: { profileId: 3, countryLanguage: "BE/NL", homeCountry: "BE" },
  }),
}));

function renderForm() {
  render(
    <I18nProvider i18n={createAccountTestI18n()}>
      <MemoryRouter>
        <SignUpForm />
      </MemoryRouter>
    </I18nProvider>,
  );
  return userEvent.setup();
}

async function fill(events: ReturnType<typeof userEvent.setup>, password: string) {
  await events.type(screen.getByLabelText("Prénom"), " Ana ");
  await events.type(screen.getByLabelText("Nom (facultatif)"), "Lima");
  await events.type(screen.getByLabelText("Adresse e-mail"), "ana@example.fr");
  await events.type(screen.getByLabelText("Mot de passe"), password);
  await events.click(screen.getByRole("button", { name: "Créer mon compte" }));
}

beforeEach(() => {
  vi.mocked(signUp).mockReset();
});

describe("SignUpForm", () => {
  it("asks for the autocomplete of each field and states the password rule", () => {
    renderForm();
    expect(screen.getByLabelText("Prénom")).toHaveAttribute("autocomplete", "given-name");
    expect(screen.getByLabelText("Nom (facultatif)")).toHaveAttribute(
      "autocomplete",
      "family-name",
    );
    expect(screen.getByLabelText("Adresse e-mail")).toHaveAttribute("autocomplete", "email");
    const password = screen.getByLabelText("Mot de passe");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(`Au moins ${PASSWORD_MIN_LENGTH} caractères`),
    );
  });

  it("refuses a short password before calling the server", async () => {
    const events = renderForm();
    await fill(events, "court");
    expect(signUp).not.toHaveBeenCalled();
    const password = screen.getByLabelText("Mot de passe");
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(`au moins ${PASSWORD_MIN_LENGTH} caractères`),
    );
  });

  it("sends the guest's country choices and then only says to check the mailbox", async () => {
    vi.mocked(signUp).mockResolvedValue({ status: "check-email" });
    const events = renderForm();
    await fill(events, "une longue phrase");
    expect(signUp).toHaveBeenCalledWith({
      email: "ana@example.fr",
      password: "une longue phrase",
      firstName: "Ana",
      lastName: "Lima",
      countryLanguage: "BE/NL",
      homeCountry: "BE",
    });
    const title = await screen.findByRole("heading", { name: "Consultez votre messagerie" });
    expect(title).toHaveFocus();
    expect(screen.getByTestId("signup-check-email")).toHaveTextContent(
      "Nous avons envoyé un message à ana@example.fr.",
    );
    expect(screen.queryByLabelText("Mot de passe")).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses", async () => {
    vi.mocked(signUp).mockRejectedValue(
      new ApiError(400, "weak_password", "Ce mot de passe est trop facile à deviner."),
    );
    const events = renderForm();
    await fill(events, "motdepasse123");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ce mot de passe est trop facile à deviner.");
    expect(alert).toHaveFocus();
  });

  it("shows the spec §8 fallback when there is no server message", async () => {
    vi.mocked(signUp).mockRejectedValue(new UpdateError("Erreur lors de la mise à jour"));
    const events = renderForm();
    await fill(events, "une longue phrase");
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur lors de la mise à jour");
  });
});
