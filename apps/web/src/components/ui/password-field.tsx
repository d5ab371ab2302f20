import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { TextField } from "./text-field";

type Props = Omit<ComponentProps<typeof TextField>, "type" | "trailing"> & {
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle (a pressed button, reachable by keyboard). */
export function PasswordField({ showLabel, hideLabel, ...field }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={visible ? "text" : "password"}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={showLabel}
          title={visible ? hideLabel : showLabel}
          className="inline-flex h-9 w-9 items-center justify-center rounded-md text-[var(--text-muted)] hover:bg-[var(--surface-muted)] hover:text-[var(--text)]"
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
