import { CALLBACK_COOKIE } from "@frontalier/shared/cookie-names";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import { createAccountTestI18n } from "../../test/account-i18n";
import { readCookie } from "../cookies";
import { takeCallback } from "./callback-cookie";
import { RequireUser } from "./require-user";
import { type SessionState, useSession } from "./session-store";
import type { User } from "./session-types";

vi.mock("./session-store", () => ({ useSession: vi.fn() }));

const ana: User = {
  profileId: 7,
  firstName: "Ana",
  lastName: "Lima",
  photo: null,
  accountType: "EMAIL",
  premiumUntil: null,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, session: Partial<SessionState>) {
  vi.mocked(useSession).mockReturnValue({ user: null, profile: null, loaded: true, ...session });
  return render(
    <I18nProvider i18n={createAccountTestI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/profil"
            element={
              <RequireUser>
                <p>Contenu réservé</p>
              </RequireUser>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(() => {
  takeCallback();
});

describe("RequireUser", () => {
  it("shows the content to a signed-in user", () => {
    renderAt("/profil", { user: ana });
    expect(screen.getByText("Contenu réservé")).toBeInTheDocument();
  });

  it("waits for the session with a spinner", () => {
    renderAt("/profil", { loaded: false });
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre compte");
    expect(screen.queryByText("Contenu réservé")).not.toBeInTheDocument();
  });

  it("sends a guest to /loginRequired and remembers the page with its query", async () => {
    renderAt("/profil?tab=2", {});
    expect(await screen.findByTestId("where")).toHaveTextContent("/loginRequired");
    expect(readCookie(CALLBACK_COOKIE)).toBe("/profil?tab=2");
  });

  it("sends a user who signs out here to /login, without remembering the page", async () => {
    const view = renderAt("/profil", { user: ana });
    vi.mocked(useSession).mockReturnValue({ user: null, profile: null, loaded: true });
    view.rerender(
      <I18nProvider i18n={createAccountTestI18n()}>
        <MemoryRouter initialEntries={["/profil"]}>
          <Routes>
            <Route
              path="/profil"
              element={
                <RequireUser>
                  <p>Contenu réservé</p>
                </RequireUser>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByTestId("where")).toHaveTextContent("/login");
    expect(readCookie(CALLBACK_COOKIE)).toBeNull();
  });
});
