import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import { createTestI18n } from "../../test/i18n";
import { AppLoader, LOADER_HIDE_AFTER_MS, LOADER_PROGRESS_DELAY_MS } from "./app-loader";

const i18n = createTestI18n();

const renderLoader = (ready = false) =>
  render(
    <I18nProvider i18n={i18n}>
      <AppLoader ready={ready} />
    </I18nProvider>,
  );

describe("start-up loader (spec §1, §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the brand word, 'Chargement en cours' and animated dots", () => {
    renderLoader();
    expect(screen.getByTestId("app-loader")).toHaveTextContent("Frontalier");
    expect(screen.getByTestId("app-loader")).toHaveTextContent("Chargement en cours...");
  });

  it("starts the progress bar after 100 ms", () => {
    const { container } = renderLoader();
    const bar = () => container.querySelector(".app-loader__bar");
    act(() => vi.advanceTimersByTime(LOADER_PROGRESS_DELAY_MS - 1));
    expect(bar()).toHaveAttribute("data-progress", "false");
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toHaveAttribute("data-progress", "true");
  });

  it("is hidden after 2000 ms even if the app is not ready", () => {
    renderLoader();
    act(() => vi.advanceTimersByTime(LOADER_HIDE_AFTER_MS - 1));
    expect(screen.queryByTestId("app-loader")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("app-loader")).not.toBeInTheDocument();
  });

  it("leaves as soon as the app is ready", () => {
    renderLoader(true);
    expect(screen.queryByTestId("app-loader")).not.toBeInTheDocument();
  });
});
