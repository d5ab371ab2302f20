import { ARTICLE_CODE_LENGTH } from "../article-code.ts";
import { MULTI_ARTICLE_MAX_TEXT } from "./multi-article-limits.ts";

export { MULTI_ARTICLE_MAX_TEXT };

/** One article of a multi-article code: its 8-digit code and how many to take. */
export interface ScannedArticle {
  code: string;
  quantity: number;
}

/** GS1's separator (FNC1 inside a symbol): ends a variable-length element. */
export const GROUP_SEPARATOR = "\u001d";

const MAX_QUANTITY_DIGITS = 8;
/** Elements that may come before the articles: internal codes (91, 92) and a batch (10). */
const leadingElements: Record<string, number> = { "91": 90, "92": 90, "10": 20 };

/** `article`: after a leading element that no separator ended, where only an article may begin. */
type Phase = "lead" | "article" | "quantity" | "done";
type Element = { ai: string; value: string };

const digitsOnly = /^\d+$/;

const candidates: Record<Phase, readonly string[]> = {
  lead: ["240", ...Object.keys(leadingElements)],
  article: ["240"],
  quantity: ["30"],
  done: ["240"],
};

const maxValueLength = (ai: string): number =>
  ai === "240"
    ? ARTICLE_CODE_LENGTH
    : ai === "30"
      ? MAX_QUANTITY_DIGITS
      : (leadingElements[ai] ?? 0);

function fits(ai: string, value: string, phase: Phase): Phase | null {
  if (ai === "240") {
    const ok = phase !== "quantity" && value.length === ARTICLE_CODE_LENGTH;
    return ok && digitsOnly.test(value) ? "quantity" : null;
  }
  if (ai === "30") {
    const ok = phase === "quantity" && value.length <= MAX_QUANTITY_DIGITS;
    return ok && digitsOnly.test(value) && Number(value) > 0 ? "done" : null;
  }
  const max = leadingElements[ai];
  return phase === "lead" && max !== undefined && value.length <= max ? "lead" : null;
}

/** `(240)80275887(30)2(240)…`: the human-readable form, where brackets delimit every element. */
function parseBracketed(text: string): Element[] | null {
  const elements: Element[] = [];
  let phase: Phase = "lead";
  let rest = text;
  const element = /^\((\d{2,4})\)([^()]+)/;
  while (rest.length > 0) {
    const match = element.exec(rest);
    if (!match) return null;
    const [whole, ai, value] = match as unknown as [string, string, string];
    const next = fits(ai, value, phase);
    if (!next) return null;
    elements.push({ ai, value });
    phase = next;
    rest = rest.slice(whole.length);
  }
  return phase === "done" ? elements : null;
}

/**
 * The raw element string, with or without separators. Without them a variable-length value ends
 * where what follows still parses: the shortest quantity after which the next article begins, or
 * the end; a leading element's value runs to the first article (its digits may look like another
 * leading element: `91` `0924…` is not `91` `0` then `92` `4…`). Memoised on (position, phase), so
 * linear in practice.
 */
function parseRaw(text: string): Element[] | null {
  const dead = new Set<string>();
  const from = (start: number, phase: Phase): Element[] | null => {
    let pos = start;
    while (text[pos] === GROUP_SEPARATOR) pos++;
    if (pos === text.length) return phase === "done" ? [] : null;
    const key = `${pos}:${phase}`;
    if (dead.has(key)) return null;
    const end = text.indexOf(GROUP_SEPARATOR, pos);
    const limit = end === -1 ? text.length : end;
    for (const ai of candidates[phase]) {
      if (!text.startsWith(ai, pos)) continue;
      const valueStart = pos + ai.length;
      const longest = Math.min(limit, valueStart + maxValueLength(ai));
      for (let valueEnd = valueStart + 1; valueEnd <= longest; valueEnd++) {
        const fitted = fits(ai, text.slice(valueStart, valueEnd), phase);
        const unended = valueEnd < text.length && text[valueEnd] !== GROUP_SEPARATOR;
        const next = fitted === "lead" && unended ? "article" : fitted;
        const rest = next && from(valueEnd, next);
        if (rest) return [{ ai, value: text.slice(valueStart, valueEnd) }, ...rest];
      }
    }
    dead.add(key);
    return null;
  };
  return from(0, "lead");
}

/**
 * The retailer's multi-article codes: GS1-style element strings of `240` + an 8-digit article and
 * `30` + a quantity, repeated, optionally after `91`/`92`/`10` elements, with or without group
 * separators, raw or in the bracketed form. A code listed twice is counted once with the sum of its
 * quantities. Anything else is not one (null).
 */
export function parseMultiArticleCode(text: string): ScannedArticle[] | null {
  let body = text.trim().replaceAll("<GS>", GROUP_SEPARATOR);
  if (body.length === 0 || body.length > MULTI_ARTICLE_MAX_TEXT) return null;
  // A symbology identifier (`]Q3` GS1 QR, `]d2` GS1 DataMatrix, `]C1` GS1-128) may lead the text.
  body = body.replace(/^\][A-Za-z]\d/, "");
  const elements = body.startsWith("(") ? parseBracketed(body) : parseRaw(body);
  if (!elements) return null;
  const byCode = new Map<string, number>();
  let code = "";
  for (const { ai, value } of elements) {
    if (ai === "240") code = value;
    else if (ai === "30") byCode.set(code, (byCode.get(code) ?? 0) + Number(value));
  }
  return [...byCode].map(([article, quantity]) => ({ code: article, quantity }));
}
