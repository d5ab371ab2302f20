import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import {
  FETCHED_AT_HEADER,
  forgetOfflineAnswers,
  noteAnswer,
} from "../../lib/offline/offline-answers";
import { createTestI18n } from "../../test/i18n";
import { OfflineBanner } from "./offline-banner";

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

const renderBanner = () =>
  render(
    <I18nProvider i18n={createTestI18n()}>
      <OfflineBanner />
    </I18nProvider>,
  );

const keptAnswer = (fetchedAt: number) =>
  new Response("{}", { headers: { [FETCHED_AT_HEADER]: String(fetchedAt) } });

describe("the offline banner (issue 26)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetOfflineAnswers();
  });

  it("says nothing online, with answers from the network", () => {
    setOnline(true);
    renderBanner();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says the page is offline, and when what it shows was fetched", () => {
    setOnline(false);
    renderBanner();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Hors ligne. Les pages déjà ouvertes en ligne restent consultables.",
    );
    const fetchedAt = new Date();
    fetchedAt.setHours(7, 45, 0, 0);
    act(() => noteAnswer(keptAnswer(fetchedAt.getTime())));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Hors ligne. Ce qui s’affiche a été récupéré à 07:45.",
    );
  });

  it("goes when the connection comes back", () => {
    setOnline(false);
    renderBanner();
    act(() => noteAnswer(keptAnswer(Date.now() - 60_000)));
    expect(screen.getByRole("status")).toBeInTheDocument();
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
