import type { RejectedLine, RejectionCode } from "./rejection.ts";

/** The report lists this many rejected lines, the first ones of the file; the rest are counted. */
export const MAX_LISTED_REJECTIONS = 200;

/**
 * Counts every rejection but keeps only the lowest line numbers: memory stays flat on a file that
 * is all errors. Rejections arrive almost in order (duplicates are found when their batch is
 * written), so insertion is nearly always at the end.
 */
export class RejectionList {
  readonly #listed: RejectedLine[] = [];
  readonly #byCode = new Map<RejectionCode, number>();
  readonly #limit: number;
  #total = 0;

  constructor(limit = MAX_LISTED_REJECTIONS) {
    this.#limit = limit;
  }

  add(rejection: RejectedLine): void {
    this.#total++;
    this.#byCode.set(rejection.code, (this.#byCode.get(rejection.code) ?? 0) + 1);
    const listed = this.#listed;
    const last = listed[listed.length - 1];
    if (listed.length >= this.#limit && last && last.line <= rejection.line) return;
    let at = listed.length;
    while (at > 0 && (listed[at - 1]?.line ?? 0) > rejection.line) at--;
    listed.splice(at, 0, rejection);
    if (listed.length > this.#limit) listed.pop();
  }

  get total(): number {
    return this.#total;
  }

  get listed(): readonly RejectedLine[] {
    return this.#listed;
  }

  get byCode(): Partial<Record<RejectionCode, number>> {
    return Object.fromEntries(this.#byCode);
  }
}
