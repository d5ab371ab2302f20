import { describe, expect, it } from "vitest";
import { europeanCountries } from "../src/countries.ts";
import { LOCALE_COOKIE_MAX_AGE_DAYS, locales } from "../src/locales.ts";
import { RATE_STALE_AFTER_BUSINESS_DAYS } from "../src/rate-freshness.ts";
import { MIN_IDENTICAL_DETECTIONS } from "../src/scanner/scan-constants.ts";
import {
  CONSENT_COOKIE_DAYS,
  CONTACT_RETENTION_DAYS,
  GUEST_COOKIE_DAYS,
  LOWEST_PRICE_WINDOW_DAYS,
  MARKET_COUNT,
  NEWSLETTER_CONFIRM_DAYS,
  PHOTO_SIZE_PX,
  policyTextValues,
  REQUEST_COUNTER_MAX_HOURS,
  RESET_PASSWORD_LINK_HOURS,
  SIGN_IN_COOKIE_MAX_HOURS,
  VERIFY_EMAIL_LINK_HOURS,
} from "../src/text-figures.ts";
import { shopperTexts } from "./shopper-texts.ts";

/** The texts that state a figure, the placeholder that must carry it and the figure itself. */
const stated: { key: string; placeholder: string; figure: number }[] = [
  { key: "home:hero.badge_one", placeholder: "{{count, number}}", figure: MARKET_COUNT },
  { key: "home:hero.badge_other", placeholder: "{{count, number}}", figure: MARKET_COUNT },
  {
    key: "catalogue:history.lowestWindow_other",
    placeholder: "{{count, number}}",
    figure: LOWEST_PRICE_WINDOW_DAYS,
  },
  {
    key: "mail:verifyEmail.body",
    placeholder: "{{verifyHours, hours}}",
    figure: VERIFY_EMAIL_LINK_HOURS,
  },
  {
    key: "mail:resetPassword.body",
    placeholder: "{{resetHours, hours}}",
    figure: RESET_PASSWORD_LINK_HOURS,
  },
  {
    key: "mail:signupContested.body",
    placeholder: "{{resetHours, hours}}",
    figure: RESET_PASSWORD_LINK_HOURS,
  },
  {
    key: "mail:newsletterConfirm.body",
    placeholder: "{{confirmDays, days}}",
    figure: NEWSLETTER_CONFIRM_DAYS,
  },
  {
    key: "legal:privacy.retention.body",
    placeholder: "{{verifyHours, hours}}",
    figure: VERIFY_EMAIL_LINK_HOURS,
  },
  {
    key: "legal:privacy.retention.body",
    placeholder: "{{confirmDays, days}}",
    figure: NEWSLETTER_CONFIRM_DAYS,
  },
  {
    key: "legal:privacy.cookies.body",
    placeholder: "{{guestCookieDays, days}}",
    figure: GUEST_COOKIE_DAYS,
  },
  {
    key: "legal:privacy.cookies.body",
    placeholder: "{{localeCookieDays, days}}",
    figure: LOCALE_COOKIE_MAX_AGE_DAYS,
  },
  {
    key: "legal:privacy.cookies.body",
    placeholder: "{{consentCookieDays, days}}",
    figure: CONSENT_COOKIE_DAYS,
  },
  {
    key: "legal:privacy.retention.body",
    placeholder: "{{contactDays, days}}",
    figure: CONTACT_RETENTION_DAYS,
  },
  {
    key: "legal:privacy.retention.body",
    placeholder: "{{counterHours, hours}}",
    figure: REQUEST_COUNTER_MAX_HOURS,
  },
  ...["legal:terms.prices.body", "help:help.podium.body", "faq:conversion.answer"].map((key) => ({
    key,
    placeholder: "{{staleRateDays, number}}",
    figure: RATE_STALE_AFTER_BUSINESS_DAYS,
  })),
  {
    key: "pdf-import:models.retailer-list.description",
    placeholder: "{{languages, number}}",
    figure: locales.length,
  },
  { key: "account:photo.hint", placeholder: "{{size, number}}", figure: PHOTO_SIZE_PX },
  {
    key: "help:help.scanner.body",
    placeholder: "{{scanReads, number}}",
    figure: MIN_IDENTICAL_DETECTIONS,
  },
  {
    key: "account:reset.sent",
    placeholder: "{{resetHours, hours}}",
    figure: RESET_PASSWORD_LINK_HOURS,
  },
  {
    key: "support:contact.privacy",
    placeholder: "{{contactDays, days}}",
    figure: CONTACT_RETENTION_DAYS,
  },
  {
    key: "consent:definitions.signIn.description",
    placeholder: "{{signInHours, hours}}",
    figure: SIGN_IN_COOKIE_MAX_HOURS,
  },
];

/** Figures that never stand typed in a text: 30 (countries, days of the low) and 24 (hours). */
const figures = new Set([MARKET_COUNT, LOWEST_PRICE_WINDOW_DAYS, VERIFY_EMAIL_LINK_HOURS]);
/** Where such a number is not one of those figures ("15–30 cm" from the camera). */
const allowed = new Set(["scanner:tips.distance"]);

const bareNumbers = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}/g, " ").match(/(?<![\d.,:/-])\d+(?![\d.,:/-]?\d)/g) ?? []).map(
    Number,
  );

describe("figures in texts", () => {
  it("counts the markets the home page announces", () => {
    expect(MARKET_COUNT).toBe(europeanCountries.length);
  });

  it("gives the policy texts the figures the code applies", () => {
    expect(policyTextValues).toMatchObject({
      guestCookieDays: GUEST_COOKIE_DAYS,
      localeCookieDays: LOCALE_COOKIE_MAX_AGE_DAYS,
      consentCookieDays: CONSENT_COOKIE_DAYS,
      contactDays: CONTACT_RETENTION_DAYS,
      counterHours: REQUEST_COUNTER_MAX_HOURS,
      signInHours: SIGN_IN_COOKIE_MAX_HOURS,
      staleRateDays: RATE_STALE_AFTER_BUSINESS_DAYS,
      languages: locales.length,
      scanReads: MIN_IDENTICAL_DETECTIONS,
    });
  });

  it("finds a typed figure (the check can fail)", () => {
    expect(bareNumbers("Prix comparés dans 30 pays")).toEqual([30]);
    expect(bareNumbers("dans {{count, number}} pays, article 802.758.87")).toEqual([]);
  });

  for (const locale of locales) {
    it(`${locale}: a figure the code enforces is a placeholder, never typed`, () => {
      const texts = new Map(shopperTexts(locale).map(({ where, text }) => [where, text]));
      const missing: string[] = [];
      for (const { key, placeholder, figure } of stated) {
        const text = texts.get(key) ?? "";
        if (!text.includes(placeholder)) missing.push(`${key}: no ${placeholder}`);
        if (key.startsWith("mail:") && bareNumbers(text).includes(figure))
          missing.push(`${key}: ${figure} typed`);
      }
      const typed = [...texts]
        .filter(([where]) => !allowed.has(where))
        .flatMap(([where, text]) =>
          bareNumbers(text)
            .filter((n) => figures.has(n))
            .map((n) => `${where}: ${n}`),
        );
      expect({ missing, typed }).toEqual({ missing: [], typed: [] });
    });
  }
});
