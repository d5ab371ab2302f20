import { type RefObject, useEffect } from "react";

/** Moves focus to `ref` each time `value` becomes truthy (an error alert, a success message). */
export function useFocusOn(ref: RefObject<HTMLElement | null>, value: unknown): void {
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [ref, value]);
}
