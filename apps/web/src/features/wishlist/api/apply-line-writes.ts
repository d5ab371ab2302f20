import type { WishlistItem } from "@frontalier/shared/contracts/wishlist";
import type { LineWrite } from "../../../lib/offline/line-writes";
import type { QueuedWrite } from "../../../lib/offline/write-queue";

/**
 * The basket's lines as the shopper left them: the server's answer (maybe a copy kept offline)
 * with the writes still waiting to be sent applied over it, in their order (decision 043).
 */
export function applyLineWrites<T extends Pick<WishlistItem, "code" | "quantity" | "tickedAt">>(
  basketId: number,
  items: readonly T[],
  writes: readonly QueuedWrite<LineWrite>[],
): T[] {
  let lines = [...items];
  for (const { payload, at } of writes) {
    if (payload.basketId !== basketId) continue;
    if (payload.kind === "clearTicks") {
      lines = lines.map((line) => (line.tickedAt ? { ...line, tickedAt: null } : line));
      continue;
    }
    lines = lines.map((line) => {
      if (line.code !== payload.code) return line;
      return payload.kind === "tick"
        ? { ...line, tickedAt: payload.ticked ? new Date(at).toISOString() : null }
        : { ...line, quantity: payload.quantity };
    });
  }
  return lines;
}
