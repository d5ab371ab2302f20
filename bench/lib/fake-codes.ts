import { fakeArticleExists } from "../../apps/server/src/fake-retailer/index.ts";

/** Codes the fake retailer sells, in a fixed walk over 8-digit numbers, skipping `excluded`. */
export function existingFakeCodes(count: number, excluded: ReadonlySet<string> = new Set()) {
  const codes: string[] = [];
  for (let n = 10_000_019; codes.length < count && n < 99_999_999; n += 7_919) {
    const code = String(n);
    if (fakeArticleExists(code) && !excluded.has(code)) codes.push(code);
  }
  return codes;
}
