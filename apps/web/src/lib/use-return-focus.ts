import { useRef } from "react";

/**
 * Radix gives focus back to a Dialog.Trigger on close; these modals open from code instead, so the
 * element focused at opening gets it back (or the page's main region when it has gone meanwhile).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : document.getElementById("main");
      target?.focus({ preventScroll: true });
    },
  };
}
