import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import { createTestI18n } from "../../test/i18n";
import AccountMenu from "./account-menu";

const i18n = createTestI18n();

const user = {
  profileId: 7,
  firstName: "Camille",
  lastName: "Durand",
  photo: null,
  accountType: "EMAIL",
  premiumUntil: null,
};

function renderMenu() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/"]}>
        <Routes>
          <Route path="/" element={<AccountMenu user={user} />} />
          <Route path="/profil" element={<h1>Profil</h1>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("avatar dropdown (spec §2)", () => {
  it("shows the initials and opens a menu with the name and Déconnexion", async () => {
    renderMenu();
    const button = screen.getByTestId("avatar-button");
    expect(button).toHaveTextContent("CD");
    await userEvent.click(button);
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Camille Durand",
      "Déconnexion",
    ]);
    expect(screen.getByRole("menuitem", { name: "Camille Durand" })).toHaveFocus();
  });

  it("moves with the arrow keys and type-ahead, and closes with Escape", async () => {
    renderMenu();
    const button = screen.getByTestId("avatar-button");
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Déconnexion" })).toHaveFocus();
    await userEvent.keyboard("c");
    expect(screen.getByRole("menuitem", { name: "Camille Durand" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("goes to /profil from the name", async () => {
    renderMenu();
    await userEvent.click(screen.getByTestId("avatar-button"));
    await userEvent.click(screen.getByRole("menuitem", { name: "Camille Durand" }));
    expect(screen.getByRole("heading", { name: "Profil" })).toBeInTheDocument();
  });
});
