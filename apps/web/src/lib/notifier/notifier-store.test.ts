import { describe, expect, it } from "vitest";
import { createNotifierStore, MAX_TOASTS } from "./notifier-store";
import { REPORT_SUCCESS_TIMEOUT_MS, REPORT_TIMEOUT_MS, reportTimeout } from "./timing";

describe("notifier store", () => {
  it("is unused until the first call", () => {
    const store = createNotifierStore();
    expect(store.getState().used).toBe(false);
    store.toast("info", "x");
    expect(store.getState().used).toBe(true);
  });

  it("stacks toasts, keeping the newest few", () => {
    const store = createNotifierStore();
    const ids = Array.from({ length: MAX_TOASTS + 2 }, (_, i) => store.toast("success", `n${i}`));
    expect(store.getState().toasts.map((t) => t.id)).toEqual(ids.slice(2));
    store.dismissToast(ids[3]!);
    expect(store.getState().toasts).toHaveLength(MAX_TOASTS - 1);
  });

  it("confirm resolves with the answer, once", async () => {
    const store = createNotifierStore();
    const yes = store.confirm({ message: "Supprimer ?" });
    const no = store.confirm({ message: "Vraiment ?" });
    const [first, second] = store.getState().confirms;
    store.answerConfirm(first!.id, true);
    store.answerConfirm(first!.id, false);
    store.answerConfirm(second!.id, false);
    await expect(yes).resolves.toBe(true);
    await expect(no).resolves.toBe(false);
    expect(store.getState().confirms).toEqual([]);
  });

  it("report resolves when it closes", async () => {
    const store = createNotifierStore();
    const done = store.report({ kind: "error", message: "Oups" });
    store.closeReport(store.getState().reports[0]!.id);
    await expect(done).resolves.toBeUndefined();
  });

  it("clear answers pending confirmations with no", async () => {
    const store = createNotifierStore();
    const answer = store.confirm({ message: "?" });
    store.toast("info", "x");
    store.clear();
    await expect(answer).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ toasts: [], confirms: [], reports: [] });
  });

  it("reports close after 1500 ms for success and 1000 ms otherwise", () => {
    expect(REPORT_SUCCESS_TIMEOUT_MS).toBe(1500);
    expect(REPORT_TIMEOUT_MS).toBe(1000);
    expect(reportTimeout("success")).toBe(1500);
    for (const kind of ["error", "warning", "info"] as const)
      expect(reportTimeout(kind)).toBe(1000);
  });
});
