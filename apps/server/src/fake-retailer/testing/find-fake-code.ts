import { DEFAULT_FAKE_SEED } from "../fake-catalogue.ts";

/** The first code, in a fixed walk over 8-digit codes, that `test` accepts: an example for a test. */
export function findFakeCode(test: (code: string) => boolean, seed = DEFAULT_FAKE_SEED): string {
  for (let n = 10_000_019; n < 99_999_999; n += 7_919) {
    const code = String(n);
    if (test(code)) return code;
  }
  throw new Error(`no fake code fits (seed ${seed})`);
}
