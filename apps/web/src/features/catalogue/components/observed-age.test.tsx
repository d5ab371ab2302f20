import catalogueDe from "@frontalier/shared/locales/de/catalogue.json";
import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { ObservedAge } from "./observed-age";

function show(props: Parameters<typeof ObservedAge>[0], language = "fr") {
  const i18n = createI18n({
    language,
    resources: { fr: { catalogue }, de: { catalogue: catalogueDe } },
    defaultNamespace: "catalogue",
  });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <ObservedAge {...props} />
    </I18nProvider>,
  );
  return container;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe("ObservedAge", () => {
  afterEach(cleanup);

  it("says how old the price is, with the date for hover and assistive technology", () => {
    const observedAt = hoursAgo(5);
    const container = show({
      observedAt,
      refreshing: false,
      label: (age) => `Relevé ${age}`,
    });
    expect(container.textContent).toBe("Relevé il y a 5 heures");
    const time = container.querySelector("time");
    expect(time?.getAttribute("datetime")).toBe(observedAt);
    expect(time?.getAttribute("title")).toMatch(/\d{4}/);
    expect(screen.queryByTestId("refreshing")).toBeNull();
  });

  it("says when the price is being looked up again, in the page's language", () => {
    show({ observedAt: hoursAgo(30), refreshing: true });
    expect(screen.getByTestId("refreshing").textContent).toBe("mise à jour en cours");
    cleanup();
    const container = show({ observedAt: hoursAgo(30), refreshing: true }, "de");
    expect(container.textContent).toBe("vor 30 Stundenwird aktualisiert");
  });

  it("shows a dash for a price never observed", () => {
    expect(show({ observedAt: null, refreshing: false }).textContent).toBe("–");
  });
});
