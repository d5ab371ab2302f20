import { describe, expect, it } from "vitest";
import { shopperTexts } from "./shopper-texts.ts";

// docs/i18n/style.md: French writes one apostrophe (’), a narrow no-break space (U+202F) before
// ? ! ; and inside « », and a no-break space (U+00A0) before : (Imprimerie nationale). Placeholders,
// tags and addresses are the code's, not French.
const code = /\{\{[^}]*\}\}|<[^>]*>|https?:\/\/\S+/g;

const rules: [string, RegExp][] = [
  ["straight apostrophe", /'/],
  ["plain or wide space before ? ! ;", /[ \u00a0](?=[?!;])/],
  ["no space before ? ! ;", /[\p{L}\p{N}»)][?!;](?=\s|$|»)/u],
  ["plain or narrow space before :", /[ \u202f]:/],
  ["no space before :", /[\p{L}»)]:(?=\s|$)/u],
  ["plain space or none inside « »", /«(?!\u202f)|(?<!\u202f)»/],
];

function typographyFaults(text: string): string[] {
  const prose = text.replace(code, "·");
  return rules.filter(([, re]) => re.test(prose)).map(([name]) => name);
}

describe("French typography", () => {
  it("finds each fault (the check can fail)", () => {
    expect(typographyFaults("L'article")).toEqual(["straight apostrophe"]);
    expect(typographyFaults("Pourquoi ?")).toEqual(["plain or wide space before ? ! ;"]);
    expect(typographyFaults("Pourquoi?")).toEqual(["no space before ? ! ;"]);
    expect(typographyFaults("Prix : 3 €")).toEqual(["plain or narrow space before :"]);
    expect(typographyFaults("« Favoris »")).toEqual(["plain space or none inside « »"]);
    expect(typographyFaults("L’article\u00a0: «\u202fFavoris\u202f», pourquoi\u202f?")).toEqual([]);
    // Code is not French: a URL's query and a placeholder keep their characters.
    expect(typographyFaults("Voir https://example.org/?a=1 et {{name}}")).toEqual([]);
  });

  it("every French text follows it, FAQ and mails included", () => {
    const found = shopperTexts("fr").flatMap(({ where, text }) =>
      typographyFaults(text).map((fault) => `${where}: ${fault}`),
    );
    expect(found).toEqual([]);
  });
});

// docs/i18n/style.md: Italian and Dutch write one apostrophe too, the typographic ’ (l’articolo,
// un’e-mail; pagina’s, pdf’s).
describe("Italian and Dutch apostrophe", () => {
  const straight = (text: string) => /'/.test(text.replace(code, "·"));

  it("finds a straight one (the check can fail)", () => {
    expect(straight("Conferma l'iscrizione")).toBe(true);
    expect(straight("Conferma l’iscrizione, {{name}}")).toBe(false);
  });

  for (const locale of ["it", "nl"])
    it(`every ${locale} text writes ’, FAQ and mails included`, () => {
      const found = shopperTexts(locale)
        .filter(({ text }) => straight(text))
        .map(({ where }) => where);
      expect(found).toEqual([]);
    });
});
