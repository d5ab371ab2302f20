import {
  DEFAULT_FAKE_SEED,
  fakeArticleExists,
  fakeIsCombination,
  fakeSoldIn,
} from "../fake-catalogue.ts";

/** The first code, in a fixed walk over 8-digit codes, that `test` accepts: an example for a test. */
export function findFakeCode(test: (code: string) => boolean, seed = DEFAULT_FAKE_SEED): string {
  for (let n = 10_000_019; n < 99_999_999; n += 7_919) {
    const code = String(n);
    if (test(code)) return code;
  }
  throw new Error(`no fake code fits (seed ${seed})`);
}

/**
 * The first code from `start` up that the stand-in retailer sells, plainly (no combination), in
 * every one of `countries`: an article whose look-up prices them all.
 */
export function fakeCodeSoldIn(countries: readonly string[], start: number): string {
  for (let n = start; n < 99_999_999; n++) {
    const code = String(n).padStart(8, "0");
    if (
      fakeArticleExists(code) &&
      !fakeIsCombination(code) &&
      countries.every((country) => fakeSoldIn(code, country))
    ) {
      return code;
    }
  }
  throw new Error(`no fake code from ${start} is sold in ${countries.join(", ")}`);
}
