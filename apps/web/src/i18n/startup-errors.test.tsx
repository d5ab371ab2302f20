import common from "@frontalier/shared/locales/fr/common.json";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * Spec §8: start-up errors are kept and shown on the error page. A failed locale load at start-up
 * does not reject (French is used instead), so it must be kept where it is noticed.
 */
describe("start-up errors", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie, removed again
    document.cookie = "locale=; Max-Age=0; Path=/";
  });

  it("keeps a failed locale load at start-up, and the error page lists it", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the shopper's language, as the app writes it
    document.cookie = "locale=de; Path=/";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        String(url).includes("/de/")
          ? new Response("unavailable", { status: 503 })
          : new Response(JSON.stringify(common), {
              headers: { "content-type": "application/json" },
            }),
      ),
    );
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    const { i18n, initI18n } = await import("./i18n");
    const { I18nProvider } = await import("./i18n-provider");
    await initI18n();
    expect(i18n.language).toBe("fr");
    expect(errorLog).toHaveBeenCalledWith("Failed locale loading", expect.anything());

    const { RouteErrorPage } = await import("../app/route-error-page");
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={["/podium/80245678"]}>
          <RouteErrorPage kind="render" error={new Error("Simulated render error")} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const page = await screen.findByTestId("error-page");
    expect(page).toHaveTextContent("Failed locale loading (de/common): Locale de/common: HTTP 503");
    expect(page).toHaveTextContent("Simulated render error");
    errorLog.mockRestore();
  });
});
