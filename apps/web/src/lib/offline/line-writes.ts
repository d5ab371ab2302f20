import type { WishlistWriteResponse } from "@frontalier/shared/contracts/wishlist";
import { sendLineWrite } from "../api/send-line-write";
import { idbWriteStore } from "./idb-write-store";
import { createWriteQueue, type QueuedWrite } from "./write-queue";

/**
 * A shopper's change to a wishlist line, made in the store maybe with no connection; `label`
 * names the article to the shopper should the server refuse it (the line may be gone by then).
 */
export type LineWrite =
  | { kind: "tick"; basketId: number; code: string; ticked: boolean; label?: string }
  | { kind: "quantity"; basketId: number; code: string; quantity: number; label?: string }
  | { kind: "clearTicks"; basketId: number };

/** Writes of one key replace each other while unsent: a line's tick, a line's quantity. */
export const lineWriteKey = (write: LineWrite) =>
  write.kind === "clearTicks"
    ? `clear:${write.basketId}`
    : `${write.kind}:${write.basketId}:${write.code}`;

let queue: ReturnType<typeof createLineWriteQueue> | null = null;
const doneListeners = new Set<
  (write: QueuedWrite<LineWrite>, answer: WishlistWriteResponse) => void
>();

/** Told of each write the server applied, with its answer (the wishlist as it now is). */
export function onLineWriteDone(
  listener: (write: QueuedWrite<LineWrite>, answer: WishlistWriteResponse) => void,
): () => void {
  doneListeners.add(listener);
  return () => doneListeners.delete(listener);
}

const createLineWriteQueue = () =>
  createWriteQueue<LineWrite>({
    store: idbWriteStore(),
    send: sendLineWrite,
    onDone: (write, answer) => {
      for (const listener of doneListeners) listener(write, answer as WishlistWriteResponse);
    },
  });

/**
 * The app's one queue of line writes, made on first use: sent at once when there is a connection,
 * on the `online` event, on start (the offline runtime) and, while some wait, after a back-off.
 */
export function lineWrites() {
  if (!queue) {
    const made = createLineWriteQueue();
    queue = made;
    window.addEventListener("online", () => void made.flush());
    void made.ready.then(() => made.flush());
  }
  return queue;
}
