import { type RefObject, useLayoutEffect } from "react";

/**
 * Moves focus to `ref` each time `value` becomes truthy (an error alert, a success message), in
 * the commit that shows it: never a moment where the message is on screen and focus is not on it.
 * (A passive effect ran a little later; a unit test that found the alert could see the focus
 * elsewhere, which failed a CI run.)
 */
export function useFocusOn(ref: RefObject<HTMLElement | null>, value: unknown): void {
  useLayoutEffect(() => {
    if (value) ref.current?.focus();
  }, [ref, value]);
}
