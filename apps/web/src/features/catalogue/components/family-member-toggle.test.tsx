import catalogue from "@frontalier/shared/locales/fr/catalogue.json";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { FamilyMemberToggle } from "./family-member-toggle";

const i18n = createI18n({
  language: "fr",
  resources: { fr: { catalogue } },
  defaultNamespace: "catalogue",
});

const toggle = (checked: boolean, onChange: (next: boolean) => void) => (
  <I18nProvider i18n={i18n}>
    <FamilyMemberToggle checked={checked} onChange={onChange} saveFailed={false} />
  </I18nProvider>
);

describe("FamilyMemberToggle (decision 045)", () => {
  it("shows the click at once, before the address catches up, then follows the address", () => {
    const onChange = vi.fn();
    const { rerender } = render(toggle(false, onChange));
    const box = screen.getByRole("checkbox", { name: "Je suis membre IKEA Family" });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    // The router's transition has not committed: the box must not spring back.
    expect(box).toBeChecked();
    rerender(toggle(false, onChange));
    expect(box).toBeChecked();
    // The address caught up, then moved on through history: the address wins.
    rerender(toggle(true, onChange));
    expect(box).toBeChecked();
    rerender(toggle(false, onChange));
    expect(box).not.toBeChecked();
  });
});
