import type { ComponentProps } from "react";
import { TextField } from "./text-field";

type Props = Omit<ComponentProps<typeof TextField>, "type" | "trailing">;

/**
 * A required e-mail address input: the e-mail keyboard on phones, the browser's saved address,
 * and no capital or spelling fix-up of what is typed.
 */
export function EmailField(field: Props) {
  return (
    <TextField
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="off"
      spellCheck={false}
      required
      {...field}
    />
  );
}
