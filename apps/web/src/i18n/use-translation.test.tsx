import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { createI18n, type Messages } from "./i18n-instance";
import { I18nProvider } from "./i18n-provider";
import { Trans } from "./trans";
import { useTranslation } from "./use-translation";

function Greeting({ ns = "home" }: { ns?: string }) {
  const { t } = useTranslation(ns);
  return <p>{t("greeting")}</p>;
}

function NoSuspense() {
  const { t, ready } = useTranslation("home", { useSuspense: false });
  return <p>{ready ? t("greeting") : "…"}</p>;
}

function manualLoader() {
  const pending: ((messages: Messages) => void)[] = [];
  const load = (_language: string, _namespace: string) =>
    new Promise<Messages>((resolve) => {
      pending.push(resolve);
    });
  return { load, pending };
}

describe("useTranslation", () => {
  it("suspends until the namespace has arrived, so that no key is painted", async () => {
    const { load, pending } = manualLoader();
    const i18n = createI18n({ language: "fr", load });
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(screen.queryByText("greeting")).not.toBeInTheDocument();
    await act(async () => pending[0]!({ greeting: "Bonjour" }));
    expect(await screen.findByText("Bonjour")).toBeInTheDocument();
  });

  it("renders at once with useSuspense false, then again once the texts have arrived", async () => {
    const { load, pending } = manualLoader();
    const i18n = createI18n({ language: "fr", load });
    render(
      <I18nProvider i18n={i18n}>
        <NoSuspense />
      </I18nProvider>,
    );
    expect(screen.getByText("…")).toBeInTheDocument();
    await act(async () => pending[0]!({ greeting: "Bonjour" }));
    expect(screen.getByText("Bonjour")).toBeInTheDocument();
  });

  it("re-renders in the new language once its texts have arrived, without a fallback", async () => {
    const i18n = createI18n({
      language: "fr",
      resources: { fr: { home: { greeting: "Bonjour" } }, en: { home: { greeting: "Hello" } } },
    });
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText("Bonjour")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("en"));
    expect(screen.getByText("Hello")).toBeInTheDocument();
  });

  it("shows keys without a provider", () => {
    render(<Greeting />);
    expect(screen.getByText("greeting")).toBeInTheDocument();
  });
});

describe("Trans", () => {
  it("turns the text's tags into the given elements and keeps the rest as text", () => {
    const i18n = createI18n({
      language: "fr",
      resources: {
        fr: {
          common: {
            terms:
              "Vous acceptez les <terms>conditions</terms> et la <privacy>politique</privacy>.",
            unknown: "Un <b>gras</b> inconnu",
          },
        },
      },
    });
    const { container } = render(
      <>
        <Trans
          t={i18n.t}
          i18nKey="terms"
          components={{
            terms: <em data-testid="terms" />,
            privacy: <strong data-testid="privacy" />,
          }}
        />
        <Trans t={i18n.t} i18nKey="unknown" components={{}} />
      </>,
    );
    expect(screen.getByTestId("terms")).toHaveTextContent(/^conditions$/);
    expect(screen.getByTestId("privacy")).toHaveTextContent(/^politique$/);
    expect(container).toHaveTextContent(
      "Vous acceptez les conditions et la politique.Un <b>gras</b> inconnu",
    );
  });
});
