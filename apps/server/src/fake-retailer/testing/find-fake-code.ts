import { offlineArticles } from "../../catalogue/offline/offline-catalogue.ts";
import {
  DEFAULT_FAKE_SEED,
  fakeArticleExists,
  fakeIsCombination,
  fakeSoldIn,
} from "../fake-catalogue.ts";

/**
 * The first code that `test` accepts: the offline catalogue's real codes first, in code order,
 * then (for a test that needs a code no article has) a fixed walk over 8-digit codes.
 */
export function findFakeCode(test: (code: string) => boolean, seed = DEFAULT_FAKE_SEED): string {
  for (const { code } of offlineArticles()) if (test(code)) return code;
  for (let n = 10_000_019; n < 99_999_999; n += 7_919) {
    const code = String(n);
    if (test(code)) return code;
  }
  throw new Error(`no fake code fits (seed ${seed})`);
}

/** A code no real article has (the stand-in retailer answers it "not found"): the first from `start`. */
export function unknownCode(start = 10_000_000): string {
  for (let n = start; n < 99_999_999; n++) {
    const code = String(n).padStart(8, "0");
    if (!fakeArticleExists(code)) return code;
  }
  throw new Error(`no unknown code from ${start}`);
}

/**
 * The first real code from `start` up (then from the lowest) that the stand-in retailer sells,
 * plainly (no combination), in every one of `countries`: an article whose look-up prices them all.
 */
export function fakeCodeSoldIn(countries: readonly string[], start: number): string {
  const from = String(start).padStart(8, "0");
  const codes = offlineArticles().map((article) => article.code);
  const ordered = [...codes.filter((code) => code >= from), ...codes.filter((code) => code < from)];
  for (const code of ordered) {
    if (
      fakeArticleExists(code) &&
      !fakeIsCombination(code) &&
      countries.every((country) => fakeSoldIn(code, country))
    ) {
      return code;
    }
  }
  throw new Error(`no fake code is sold in ${countries.join(", ")}`);
}
