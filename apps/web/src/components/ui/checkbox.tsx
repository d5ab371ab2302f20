import { type InputHTMLAttributes, type ReactNode, useId } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode };

export function Checkbox({ label, id, ...rest }: Props) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className="flex items-center gap-2">
      <input
        id={inputId}
        type="checkbox"
        className="h-5 w-5 accent-[var(--color-brand)] disabled:opacity-50"
        {...rest}
      />
      <label htmlFor={inputId} className="text-sm">
        {label}
      </label>
    </div>
  );
}
