import crossBorder from "@frontalier/shared/locales/fr/cross-border.json";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { type CarryHome, CarryHomeControl } from "./carry-home-control";

const i18n = createI18n({
  language: "fr",
  resources: { fr: { "cross-border": crossBorder } },
  defaultNamespace: "cross-border",
});

const control = (value: CarryHome, onChange: (next: CarryHome) => void, saveFailed = false) => (
  <I18nProvider i18n={i18n}>
    <CarryHomeControl home="CH" value={value} onChange={onChange} saveFailed={saveFailed} />
  </I18nProvider>
);

function show(saveFailed: boolean) {
  const onChange = vi.fn();
  return { onChange, ...render(control({ carry: true, travellers: 2 }, onChange, saveFailed)) };
}

describe("CarryHomeControl (issue 25)", () => {
  it("says when the choice could not be saved with the profile, and keeps it", () => {
    show(true);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Ce choix n’a pas pu être enregistré dans votre profil. Il ne vaut que pour cette page.",
    );
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByLabelText("Voyageurs")).toHaveValue("2");
  });

  it("keeps an empty alert region while saving works, so the message is announced when it comes", () => {
    const { onChange } = show(false);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    fireEvent.change(screen.getByLabelText("Voyageurs"), { target: { value: "3" } });
    expect(onChange).toHaveBeenCalledWith({ carry: true, travellers: 3 });
  });

  it("shows the shopper's change at once, before the address catches up, then follows the address", () => {
    const { onChange, rerender } = show(false);
    const carry = screen.getByRole("checkbox");
    fireEvent.click(carry);
    expect(onChange).toHaveBeenCalledWith({ carry: false, travellers: 2 });
    // The address has not changed yet: the click still shows, and the travellers went with it.
    expect(carry).not.toBeChecked();
    expect(screen.queryByLabelText("Voyageurs")).toBeNull();
    // The address moved elsewhere (back in history): it wins.
    rerender(control({ carry: true, travellers: 4 }, onChange));
    expect(carry).toBeChecked();
    expect(screen.getByLabelText("Voyageurs")).toHaveValue("4");
  });
});
