import { describe, expect, it } from "vitest";
import { locales } from "../src/locales.ts";
import { shopperTexts } from "./shopper-texts.ts";

/** A number as a text writes it: `30`, `1 000`, `49,99`, `802.758.87`. */
const NUMBER = /\d+(?:[.,\u00a0\u202f ]\d+)*/g;
/** An example article code (the example-codes test checks that each is a real article). */
const ARTICLE_CODE = /^(?:\d{8}|\d{3}([. ])\d{3}\1\d{2})$/;
/** Names with a figure in them, not quantities. */
const NAMES = /SHA-256|argon2id/g;

/**
 * The numbers a text may type, by key (in every language): facts of the world, not our limits.
 * Anything else is a figure the code decides and goes through a placeholder
 * (`{{count, number}}`, `{{staleRateDays, number}}`, `{{contactDays, days}}`…).
 */
const fixed: Record<string, string[]> = {
  // An example price to type, in the language's decimal notation.
  "alerts:control.invalidTarget": ["49,99", "49.99"],
  // IKEA's article number has 8 digits: its format, not one of ours.
  "catalogue:search.noMatch": ["8"],
  "common:errorPage.noResults": ["8"],
  "common:routes.productCode.description": ["8"],
  "map:chooser.invalid": ["8"],
  "pdf-import:review.unrecognisedHelp": ["8"],
  "pdf-import:review.invalidCode": ["8"],
  "scanner:manual.hint": ["8"],
  "scanner:manual.invalid": ["8"],
  "test-pages:ui.hint": ["8"],
  "test-pages:ui.error": ["8"],
  // GDPR article 6(1)(b), as each language cites it (Spanish: 6.1.b).
  "legal:privacy.purposes.body": ["6", "1", "6.1"],
  // The key that shows all of Europe on the map.
  "map:keys": ["0"],
  // Example coordinates (Paris) as the place field reads them.
  "map:nearest.placeHint": ["48.85", "2.35"],
  // How far a phone camera focuses on a barcode.
  "scanner:tips.distance": ["15", "30"],
};

/** A duration written in words ("une heure", "a year") states a figure as much as "1 heure" does. */
const durationInWords: Record<string, RegExp> = {
  fr: /\b(?:une|deux|trois|sept|dix|trente) (?:heures?|jours?|ans?|années?|semaines?|mois|minutes?)\b|\bun (?:an|jour|mois)\b/iu,
  en: /\b(?:one|a|an|two|three|seven|ten|thirty) (?:hours?|days?|years?|weeks?|months?|minutes?)\b/iu,
  de: /\b(?:eine?|zwei|drei|sieben|zehn|dreißig) (?:Stunden?|Tagen?|Tage|Jahren?|Jahre|Wochen?|Monaten?|Monate|Minuten?)\b/u,
  es: /\b(?:una?|dos|tres|siete|diez|treinta) (?:horas?|días?|años?|semanas?|mes|meses|minutos?)\b/iu,
  it: /(?:\bun'|\b(?:una?|due|tre|sette|dieci|trenta) )(?:ora|ore|giorn[oi]|ann[oi]|settiman[ae]|mes[ei]|minut[oi])\b/iu,
  nl: /\b(?:een|twee|drie|zeven|tien|dertig) (?:uur|uren|dagen|dag|jaar|jaren|weken|week|maanden|maand|minuten|minuut)\b/iu,
  pt: /\b(?:uma?|dois|duas|três|sete|dez|trinta) (?:horas?|dias?|anos?|semanas?|mês|meses|minutos?)\b/iu,
};
/** A count written in words ("deux fois", "twice") too: the scanner's reads are a constant. */
const countInWords: Record<string, RegExp> = {
  fr: /\b(?:deux|trois) fois\b/iu,
  en: /\b(?:twice|three times)\b/iu,
  de: /\b(?:zweimal|dreimal)\b/iu,
  es: /\b(?:dos|tres) veces\b/iu,
  it: /\b(?:due|tre) volte\b/iu,
  nl: /\b(?:twee|drie) keer\b/iu,
  pt: /\b(?:duas|três) vezes\b/iu,
};
/** Promises, not constants: the usual answer time, the newsletter's rhythm. */
const promises = new Set([
  "support:contact.sent",
  "home:newsletter.lead",
  "mail:newsletterConfirm.body",
  "newsletter:form.consent",
  "newsletter:success.what",
]);

/** The numbers of `text` that are neither placeholders, example codes, names nor allowed at `where`. */
function typedNumbers(where: string, text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, " ").replace(NAMES, " ");
  const allowed = fixed[where] ?? [];
  return (words.match(NUMBER) ?? []).filter((n) => !ARTICLE_CODE.test(n) && !allowed.includes(n));
}

describe("numbers in texts", () => {
  it("finds a typed limit and lets placeholders, codes and allowed facts through (the check can fail)", () => {
    expect(typedNumbers("legal:privacy.retention.body", "Messages de contact : 1 an.")).toEqual([
      "1",
    ]);
    expect(typedNumbers("help:x", "Jusqu’à 1 000 articles, 10 Mo, 40 %")).toEqual([
      "1 000",
      "10",
      "40",
    ]);
    expect(
      typedNumbers(
        "help:x",
        "{{count, number}} articles, KALLAX 802.758.87 ou 80275887, haché (argon2id, SHA-256)",
      ),
    ).toEqual([]);
    expect(typedNumbers("scanner:tips.distance", "Ajustez la distance (15-30 cm)")).toEqual([]);
    expect(typedNumbers("scanner:manual.hint", "8 chiffres, jusqu’à 30 lignes")).toEqual(["30"]);
  });

  it("finds a duration written in words (the check can fail)", () => {
    expect(durationInWords.fr?.test("Il reste valable une heure.")).toBe(true);
    expect(durationInWords.it?.test("Resta valido per un'ora.")).toBe(true);
    expect(durationInWords.de?.test("Er ist {{resetHours, hours}} lang gültig.")).toBe(false);
    expect(countInWords.fr?.test("Dès que le code est lu deux fois de suite")).toBe(true);
    expect(countInWords.en?.test("read {{scanReads, number}} times")).toBe(false);
  });

  for (const locale of locales) {
    it(`${locale}: every figure the code decides is a placeholder`, () => {
      const typed = shopperTexts(locale)
        // Product types are IKEA's own names ("Armoire 2 portes"), not quantities of ours.
        .filter(({ where }) => !where.startsWith("product-types:"))
        .flatMap(({ where, text }) => typedNumbers(where, text).map((n) => `${where}: ${n}`));
      expect(typed).toEqual([]);
    });

    it(`${locale}: no limit is written in words`, () => {
      const patterns = [durationInWords[locale], countInWords[locale]];
      const written = shopperTexts(locale)
        .filter(({ where }) => !promises.has(where))
        .flatMap(({ where, text }) =>
          patterns.flatMap((words) => {
            const found = words?.exec(text.replace(/[’ʼ]/g, "'"));
            return found ? [`${where}: ${found[0]}`] : [];
          }),
        );
      expect(written).toEqual([]);
    });
  }
});
