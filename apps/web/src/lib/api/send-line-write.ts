import {
  clearWishlistTicks,
  setWishlistQuantity,
  tickWishlistItem,
  type WishlistWriteResponse,
} from "@frontalier/shared/contracts/wishlist";
import type { LineWrite } from "../offline/line-writes";
import type { QueuedWrite, SendOutcome } from "../offline/write-queue";
import { ApiError } from "./api-error";
import { call } from "./call";

/** Statuses worth trying again later: the server or the way to it, not the write itself. */
const passing = new Set([408, 425, 429]);

/**
 * Sends one write with its id and time. No connection, a 5xx or a 429: kept for later. Any other
 * refusal (the line was removed, the basket is another profile's) can never succeed: dropped,
 * with the server's translated reason for the shopper.
 */
export async function sendLineWrite(write: QueuedWrite<LineWrite>): Promise<SendOutcome> {
  const { payload } = write;
  const stamp = { id: write.id, at: write.at };
  const query = { iBasket: payload.basketId };
  try {
    const answer: WishlistWriteResponse =
      payload.kind === "tick"
        ? await call(tickWishlistItem, {
            params: { code: payload.code },
            query,
            body: { ticked: payload.ticked, write: stamp },
          })
        : payload.kind === "quantity"
          ? await call(setWishlistQuantity, {
              params: { code: payload.code },
              query,
              body: { quantity: payload.quantity, write: stamp },
            })
          : await call(clearWishlistTicks, { query, body: { write: stamp } });
    return { kind: "done", answer };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && !passing.has(error.status)) {
      return { kind: "drop", reason: error.message };
    }
    return { kind: "retry" };
  }
}
