import { routes } from "@frontalier/shared/routes";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetArrivalForTest } from "../lib/session/guest-redirect";
import { clearSession, refreshSession } from "../lib/session/session-store";
import { RouteScreen } from "./route-screen";

const loaded: string[] = [];
const sessionAnswer = vi.hoisted(() => ({ current: { user: null, profile: null } as unknown }));
vi.mock("../lib/api/call", () => ({ call: async () => sessionAnswer.current }));

vi.mock("./page-registry", () => ({
  lazyPage: (id: string) => {
    loaded.push(id);
    return () => <p>page {id}</p>;
  },
}));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

afterEach(() => {
  loaded.length = 0;
  resetArrivalForTest(false);
});

describe("a first visitor the server marked as having no profile", () => {
  it("is sent to /select-country without the page they asked for being loaded", async () => {
    resetArrivalForTest(true);
    renderAt("/podium/802.758.87?from=mail");
    expect(await screen.findByText("page selectCountry")).toBeInTheDocument();
    expect(screen.getAllByTestId("where").at(-1)).toHaveTextContent(
      "/select-country?next=%2Fpodium%2F802.758.87%3Ffrom%3Dmail",
    );
    expect(loaded).toEqual(["selectCountry"]);
  });

  it("is sent once: the page they come back to after choosing loads", async () => {
    resetArrivalForTest(true);
    const first = renderAt("/");
    await screen.findByText("page selectCountry");
    first.unmount();
    renderAt("/");
    expect(await screen.findByText("page home")).toBeInTheDocument();
  });

  it("stays on the pages a guest may see without choosing", async () => {
    resetArrivalForTest(true);
    renderAt("/select-country");
    expect(await screen.findByText("page selectCountry")).toBeInTheDocument();
    expect(loaded).toEqual(["selectCountry"]);
  });

  it("leaves every other visitor on the page asked for", async () => {
    renderAt("/faq");
    expect(await screen.findByText("page faq")).toBeInTheDocument();
    expect(loaded).toEqual(["faq"]);
  });

  // Last: the session store keeps its answer for the rest of the file.
  it("is left to the session's own redirect once the session has answered", async () => {
    resetArrivalForTest(true);
    // The session answered first (here: nobody), e.g. while a lazy layout was loading, and the
    // guest redirect may already have sent them: coming back, the page they asked for loads.
    clearSession();
    renderAt("/login");
    expect(await screen.findByText("page login")).toBeInTheDocument();
    expect(loaded).toEqual(["login"]);
  });

  it("is sent without the page being loaded when the session answered first and says they must choose", async () => {
    // The session may answer before the route renders (the texts load after it).
    sessionAnswer.current = {
      user: null,
      profile: { profileId: 7, homeCountry: null, countryLanguage: null },
    };
    await refreshSession();
    renderAt("/podium/802.758.87");
    expect(await screen.findByText("page selectCountry")).toBeInTheDocument();
    expect(loaded).toEqual(["selectCountry"]);
    // Once they have chosen, the pages they open load.
    sessionAnswer.current = {
      user: null,
      profile: { profileId: 7, homeCountry: "FR", countryLanguage: "FR/FR" },
    };
    await refreshSession();
    loaded.length = 0;
    renderAt("/faq");
    expect(await screen.findByText("page faq")).toBeInTheDocument();
  });
});
