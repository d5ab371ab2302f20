import type { WishlistItem } from "@frontalier/shared/contracts/wishlist";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import {
  type LineWrite,
  lineWriteKey,
  lineWrites,
  onLineWriteDone,
} from "../../../lib/offline/line-writes";
import { applyLineWrites } from "./apply-line-writes";
import { type Wishlist, wishlistKey } from "./wishlist-api";

const queue = () => lineWrites();
const subscribe = (listener: () => void) => queue().subscribe(listener);
const pending = () => queue().pending();
const dropped = () => queue().dropped();

/**
 * Ticks and quantities of basket `basketId` (decision 043): each change is shown at once, queued
 * (IndexedDB) and sent when there is a connection; the lines shown are the last answer with the
 * changes still waiting applied over it. Each write's answer replaces the lines; once a basket's
 * changes are all sent, its comparison is asked again.
 */
export function useLineWrites(basketId: number, items: readonly WishlistItem[]) {
  const queryClient = useQueryClient();
  const waiting = useSyncExternalStore(subscribe, pending, pending);
  const refused = useSyncExternalStore(subscribe, dropped, dropped);

  useEffect(
    () =>
      onLineWriteDone((write, answer) => {
        if (write.payload.basketId !== basketId) return;
        // The answer is the wishlist after the write: shown at once (a refetch would leave the
        // old answer on screen, without the write, until it came back).
        queryClient.setQueryData<Wishlist>(wishlistKey(basketId), (old) =>
          old ? { ...old, items: answer.items } : old,
        );
        if (
          queue()
            .pending()
            .some((left) => left.payload.basketId === basketId)
        )
          return;
        void queryClient.invalidateQueries({ queryKey: ["comparison", basketId] });
      }),
    [basketId, queryClient],
  );

  const lines = useMemo(
    () => applyLineWrites(basketId, items, waiting),
    [basketId, items, waiting],
  );
  const labelOf = (code: string) => {
    const name = items.find((item) => item.code === code)?.name;
    return name ? { label: name } : {};
  };
  const write = (change: LineWrite) => void queue().enqueue(lineWriteKey(change), change);
  return {
    lines,
    /** How many of this basket's changes wait to be sent. */
    waiting: waiting.filter((entry) => entry.payload.basketId === basketId).length,
    refused: refused.filter((entry) => entry.write.payload.basketId === basketId),
    dismiss: (id: string) => queue().dismiss(id),
    tick: (code: string, ticked: boolean) =>
      write({ kind: "tick", basketId, code, ticked, ...labelOf(code) }),
    setQuantity: (code: string, quantity: number) =>
      write({ kind: "quantity", basketId, code, quantity, ...labelOf(code) }),
    clearTicks: () => write({ kind: "clearTicks", basketId }),
  };
}

export type LineWrites = ReturnType<typeof useLineWrites>;
