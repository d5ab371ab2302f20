import { useState } from "react";

/**
 * A control whose value comes from the address shows the shopper's change at once. The router
 * updates the address in a transition that commits only once the whole page has rendered again
 * (a new podium included), and until then a controlled checkbox or select would spring back to
 * the old value. A new `value` (the address caught up, or moved on through history) wins again.
 * `same` compares two values (object values are new on every render).
 */
export function useShownAtOnce<T>(
  value: T,
  same: (a: T, b: T) => boolean = Object.is,
): [shown: T, show: (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [from, setFrom] = useState(value);
  if (!same(from, value)) {
    setFrom(value);
    setShown(value);
  }
  return [shown, setShown];
}
