import type { Random } from "./seeded-random.ts";

/**
 * The first digit of a retailer article number is a Luhn check digit over the seven that follow
 * (true of all 4,229 distinct numbers in shared/data/ikea): `00263850` → Luhn(`0263850` + `0`).
 */
export function articleCheckDigit(body: string): number {
  let sum = 0;
  // Luhn doubles every second digit from the right, counting the check digit as the first.
  for (let i = body.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let digit = Number(body[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export const hasValidCheckDigit = (code: string): boolean =>
  /^\d{8}$/.test(code) && articleCheckDigit(code.slice(1)) === Number(code[0]);

/**
 * Real numbers have 0 (articles) or 9 (combinations) as their second digit; demo codes use 5, so
 * that they look right, pass the check digit, and hardly ever meet a real article.
 */
const DEMO_SERIES_DIGIT = "5";

export function demoArticleCode(random: Random, taken: Set<string>): string {
  for (;;) {
    const body = DEMO_SERIES_DIGIT + String(random.int(0, 999_999)).padStart(6, "0");
    const code = `${articleCheckDigit(body)}${body}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}
