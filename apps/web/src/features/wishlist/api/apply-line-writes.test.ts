import { describe, expect, it } from "vitest";
import type { LineWrite } from "../../../lib/offline/line-writes";
import type { QueuedWrite } from "../../../lib/offline/write-queue";
import { applyLineWrites } from "./apply-line-writes";

const lines = [
  { code: "80275887", quantity: 2, tickedAt: null },
  { code: "00263850", quantity: 1, tickedAt: "2026-11-20T10:00:00.000Z" },
];
let seq = 0;
const queued = (payload: LineWrite, at = 1_795_000_000_000): QueuedWrite<LineWrite> => ({
  id: `w${++seq}`,
  at,
  seq,
  key: "k",
  payload,
});

describe("the lines shown with the changes still waiting", () => {
  it("applies ticks and quantities of this basket, in order, over the answer", () => {
    const shown = applyLineWrites(7, lines, [
      queued({ kind: "tick", basketId: 7, code: "80275887", ticked: true }, 1_795_000_000_000),
      queued({ kind: "quantity", basketId: 7, code: "00263850", quantity: 4 }),
      queued({ kind: "tick", basketId: 7, code: "00263850", ticked: false }),
      queued({ kind: "quantity", basketId: 7, code: "00263850", quantity: 3 }),
    ]);
    expect(shown).toEqual([
      { code: "80275887", quantity: 2, tickedAt: new Date(1_795_000_000_000).toISOString() },
      { code: "00263850", quantity: 3, tickedAt: null },
    ]);
    expect(lines[0]?.tickedAt).toBeNull();
  });

  it("leaves other baskets' changes and unknown articles out", () => {
    const shown = applyLineWrites(7, lines, [
      queued({ kind: "tick", basketId: 8, code: "80275887", ticked: true }),
      queued({ kind: "quantity", basketId: 7, code: "99999999", quantity: 9 }),
    ]);
    expect(shown).toEqual(lines);
  });

  it("unticks every line for a new trip, then keeps ticks made after it", () => {
    const shown = applyLineWrites(7, lines, [
      queued({ kind: "tick", basketId: 7, code: "80275887", ticked: true }),
      queued({ kind: "clearTicks", basketId: 7 }),
      queued({ kind: "tick", basketId: 7, code: "00263850", ticked: true }, 1_795_000_100_000),
    ]);
    expect(shown.map((line) => line.tickedAt)).toEqual([
      null,
      new Date(1_795_000_100_000).toISOString(),
    ]);
  });
});
