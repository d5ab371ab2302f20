import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n/i18n-provider";
import { createTestI18n as createI18n } from "../../test/i18n";
import { NotifierHost } from "./notifier-host";
import { createNotifierStore, type NotifierStore, notifierStore, notify } from "./notifier-store";
import { NotifierUi } from "./notifier-ui";

const createTestI18n = () => createI18n("notifier");

import { REPORT_SUCCESS_TIMEOUT_MS, REPORT_TIMEOUT_MS, TOAST_TIMEOUT_MS } from "./timing";

function renderUi(store: NotifierStore = createNotifierStore()) {
  render(
    <I18nProvider i18n={createTestI18n()}>
      <button type="button">ouvrir</button>
      <NotifierUi store={store} />
    </I18nProvider>,
  );
  return store;
}

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer down.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastText = (text: string) => screen.queryByText(text, { selector: "li *" });

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("close by themselves after 5000 ms", () => {
    const store = renderUi();
    act(() => {
      store.toast("success", "Article ajouté");
    });
    expect(toastText("Article ajouté")).toBeInTheDocument();
    advance(TOAST_TIMEOUT_MS - 1);
    expect(toastText("Article ajouté")).toBeInTheDocument();
    advance(1);
    expect(toastText("Article ajouté")).not.toBeInTheDocument();
    expect(store.getState().toasts).toEqual([]);
  });

  // Testing Library's user-event waits on real timers, so these tests fire the events directly.
  it("pause while hovered and resume with the time left", () => {
    const store = renderUi();
    act(() => {
      store.toast("info", "Survolez-moi");
    });
    advance(2000);
    fireEvent.pointerMove(toastText("Survolez-moi")!);
    advance(10_000);
    expect(toastText("Survolez-moi")).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole("region", { name: /Notifications/ }));
    advance(2900);
    expect(toastText("Survolez-moi")).toBeInTheDocument();
    advance(200);
    expect(toastText("Survolez-moi")).not.toBeInTheDocument();
  });

  it("stack, each with a close button, and announce errors assertively", () => {
    const store = renderUi();
    act(() => {
      store.toast("success", "Un");
      store.toast("error", "Deux");
    });
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Fermer la notification" })).toHaveLength(2);
    expect(items[1]).toHaveTextContent("Erreur : Deux");
    // Radix announces through its own live regions, one per toast.
    advance(50);
    const regions = [...document.querySelectorAll("[aria-live]")].map((el) => [
      el.getAttribute("aria-live"),
      el.textContent,
    ]);
    expect(regions).toContainEqual(["polite", expect.stringContaining("Un")]);
    expect(regions).toContainEqual(["assertive", expect.stringContaining("Deux")]);
  });

  it("pause while focused", () => {
    const store = renderUi();
    act(() => {
      store.toast("info", "Focus");
    });
    act(() => screen.getByRole("button", { name: "Fermer la notification" }).focus());
    advance(TOAST_TIMEOUT_MS * 2);
    expect(toastText("Focus")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "ouvrir" }).focus());
    advance(TOAST_TIMEOUT_MS);
    expect(toastText("Focus")).not.toBeInTheDocument();
  });

  it("close on the close button", () => {
    const store = renderUi();
    act(() => {
      store.toast("warning", "Fermez-moi");
    });
    fireEvent.click(screen.getByRole("button", { name: "Fermer la notification" }));
    expect(store.getState().toasts).toEqual([]);
  });
});

describe("reports", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a success report is titled Succès and closes after 1500 ms", async () => {
    const store = renderUi();
    let closed = false;
    act(() => {
      void store.report({ kind: "success", message: "Enregistré" }).then(() => {
        closed = true;
      });
    });
    expect(screen.getByRole("dialog", { name: "Succès" })).toHaveAccessibleDescription(
      "Enregistré",
    );
    advance(REPORT_SUCCESS_TIMEOUT_MS - 1);
    expect(screen.getByRole("dialog", { name: "Succès" })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await act(async () => {});
    expect(closed).toBe(true);
  });

  it.each([
    ["error", "Erreur"],
    ["warning", "Attention"],
    ["info", "Information"],
  ] as const)("a %s report is titled %s and closes after 1000 ms", (kind, title) => {
    const store = renderUi();
    act(() => {
      void store.report({ kind, message: "Message" });
    });
    expect(screen.getByRole("dialog", { name: title })).toBeInTheDocument();
    advance(REPORT_TIMEOUT_MS - 1);
    expect(screen.getByRole("dialog", { name: title })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("can be closed earlier, and a toast does not restart its timer", () => {
    const store = renderUi();
    act(() => {
      void store.report({ kind: "info", message: "Info" });
    });
    advance(600);
    act(() => {
      store.toast("info", "Autre");
    });
    advance(400);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => {
      void store.report({ kind: "success", message: "Encore" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(store.getState().reports).toEqual([]);
  });
});

describe("confirm", () => {
  it("asks with the title Confirmation, focuses Non, and resolves true on Oui", async () => {
    const user = userEvent.setup();
    const store = renderUi();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = store.confirm({ message: "Supprimer cette liste ?" });
    });
    const dialog = screen.getByRole("alertdialog", { name: "Confirmation" });
    expect(dialog).toHaveAccessibleDescription("Supprimer cette liste ?");
    await waitFor(() => expect(screen.getByRole("button", { name: "Non" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Oui" }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("resolves false on Non and on Escape", async () => {
    const user = userEvent.setup();
    const store = renderUi();
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = store.confirm({ message: "Un ?", title: "Suppression" });
    });
    expect(screen.getByRole("alertdialog", { name: "Suppression" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Non" }));
    await expect(first).resolves.toBe(false);

    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      second = store.confirm({ message: "Deux ?" });
    });
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});

describe("NotifierHost", () => {
  afterEach(() => act(() => notifierStore.clear()));

  it("renders nothing until used, then loads the UI and shows notifications", async () => {
    const { container } = render(
      <I18nProvider i18n={createTestI18n()}>
        <NotifierHost />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.success("Bienvenue");
    });
    expect(await screen.findByText("Bienvenue", { selector: "li *" })).toBeInTheDocument();
  });
});
