import { linkTextValues } from "@frontalier/shared/text-figures";
import { describe, expect, it } from "vitest";
import { mailText } from "./mail-text.ts";

const values = { name: "Ana", brand: "Frontalier", link: "https://example.test/l" };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("mailText", () => {
  it("states each link's lifetime from its constant, in the language's plural", () => {
    expect(linkTextValues).toEqual({ verifyHours: 24, resetHours: 1, confirmDays: 7 });
    expect(plain(mailText("verifyEmail", "fr", values).text)).toContain("(valable 24 heures)");
    expect(plain(mailText("resetPassword", "fr", values).text)).toContain("(valable 1 heure,");
    expect(plain(mailText("resetPassword", "de", values).text)).toContain("(1 Stunde gültig,");
    expect(plain(mailText("verifyEmail", "pt", values).text)).toContain("durante 24 horas)");
    const newsletter = plain(mailText("newsletterConfirm", "en", values).text);
    expect(newsletter).toContain("(valid for 7 days)");
    expect(newsletter).toContain("deleted after 7 days");
  });

  it("fills the shopper's values and leaves a missing one empty", () => {
    const { subject, text } = mailText("verifyEmail", "de", { ...values, name: "Jo" });
    expect(subject).toBe("Bestätige deine E-Mail-Adresse – Frontalier");
    expect(text.startsWith("Hallo Jo,")).toBe(true);
    expect(text).not.toContain("{{");
    expect(mailText("verifyEmail", "en", { brand: "B" }).text).toContain("Hello ,");
  });
});
