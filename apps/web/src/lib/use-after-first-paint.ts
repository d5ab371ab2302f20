import { startTransition, useEffect, useState } from "react";

/**
 * False until `drawn` is true and the browser has painted that commit: the frame's callback runs just
 * before the paint, and the timer it sets just after. A page draws its top first and the rest in a
 * background render (a transition, which a tap interrupts), so that the largest text on a phone
 * (Lighthouse's LCP) is painted before that work starts rather than after it (issue 19: with
 * `useDeferredValue` alone, React often rendered the rest before the browser had painted).
 * `drawn`: whether this commit holds the top (false while the page still waits for its answer).
 * A hidden tab paints nothing, and gets the rest after `HIDDEN_TAB_MS`.
 */
export function useAfterFirstPaint(drawn = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!drawn || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 0);
    });
    // No frame comes in a hidden tab (or a test's document): do not wait for one.
    timer = setTimeout(done, HIDDEN_TAB_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, painted]);
  return painted;
}

export const HIDDEN_TAB_MS = 200;
