import { describe, expect, it } from "vitest";
import { countVisit, NEW_VISIT_AFTER_MS, offersInstall, readInstallVisits } from "./install-visits";

const start = Date.UTC(2026, 10, 24, 9, 0);

describe("when the app offers to be installed (issue 26)", () => {
  it("never on the first visit, however often its pages are reloaded", () => {
    let state = countVisit(readInstallVisits(null), start);
    expect(offersInstall(state)).toBe(false);
    state = countVisit(state, start + 10 * 60_000);
    state = countVisit(state, start + 35 * 60_000);
    expect(state.visits).toBe(1);
    expect(offersInstall(state)).toBe(false);
  });

  it("from the second visit, until the shopper declines, which is remembered", () => {
    const first = countVisit(readInstallVisits(null), start);
    const second = countVisit(
      readInstallVisits(JSON.stringify(first)),
      start + NEW_VISIT_AFTER_MS + 1,
    );
    expect(second.visits).toBe(2);
    expect(offersInstall(second)).toBe(true);
    const declined = readInstallVisits(JSON.stringify({ ...second, dismissed: true }));
    expect(offersInstall(countVisit(declined, start + 3 * NEW_VISIT_AFTER_MS))).toBe(false);
  });

  it.each(["{", "[]", '"x"', '{"visits":-3,"lastVisit":"yesterday"}', '{"visits":1.5}'])(
    "reads a damaged value %s as no visit yet",
    (stored) => {
      expect(readInstallVisits(stored)).toEqual({ visits: 0, lastVisit: 0, dismissed: false });
    },
  );
});
