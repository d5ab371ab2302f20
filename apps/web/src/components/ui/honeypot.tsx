import type { Ref } from "react";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers) but robots fill in: the server drops what arrives with it.
 */
export function Honeypot({ label, ref }: { label: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
