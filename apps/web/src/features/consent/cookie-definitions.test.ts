import { serverCookies } from "@frontalier/shared/cookie-names";
import { LOCALE_COOKIE, type Locale, locales } from "@frontalier/shared/locales";
import deTexts from "@frontalier/shared/locales/de/consent.json";
import enTexts from "@frontalier/shared/locales/en/consent.json";
import esTexts from "@frontalier/shared/locales/es/consent.json";
import frTexts from "@frontalier/shared/locales/fr/consent.json";
import itTexts from "@frontalier/shared/locales/it/consent.json";
import nlTexts from "@frontalier/shared/locales/nl/consent.json";
import ptTexts from "@frontalier/shared/locales/pt/consent.json";
import { describe, expect, it } from "vitest";
import { matchesCookiePattern } from "./consent-logic";
import {
  buildCookieDefinitions,
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  type CookieDefinition,
} from "./cookie-definitions";

const definitions = buildCookieDefinitions({ scriptUrl: "https://tags.example/gtag.js" });
const named = (name: string) =>
  definitions.some((definition) =>
    definition.targetCookieIds.some((pattern) => matchesCookiePattern(pattern, name)),
  );

const texts: Record<Locale, object> = {
  de: deTexts,
  en: enTexts,
  es: esTexts,
  fr: frTexts,
  it: itTexts,
  nl: nlTexts,
  pt: ptTexts,
};

/** The cookies the web app writes itself, besides the server's (the sign-in return is in both). */
const webCookies = [LOCALE_COOKIE, CONSENT_COOKIE, CONSENT_IDS_COOKIE];

describe("the cookie list of the consent settings", () => {
  it.each(serverCookies)("names %s, which the server sets", (name) => {
    expect(named(name)).toBe(true);
  });

  it.each(webCookies)("names %s, which the web app writes", (name) => {
    expect(named(name)).toBe(true);
  });

  it("names no cookie that nobody sets", () => {
    const known = new Set<string>([...serverCookies, ...webCookies]);
    const necessary = definitions.filter((definition) => definition.necessary);
    expect(necessary.flatMap((d) => d.targetCookieIds).filter((name) => !known.has(name))).toEqual(
      [],
    );
  });

  it.each(locales)("describes every group in %s", (locale) => {
    const text = (key: string) =>
      key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts[locale]);
    for (const definition of definitions as CookieDefinition[]) {
      expect(text(definition.name), definition.name).toMatch(/\S/);
      expect(text(definition.description), definition.description).toMatch(/\S/);
    }
  });
});
