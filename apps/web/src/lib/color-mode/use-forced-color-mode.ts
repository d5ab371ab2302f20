import { useEffect } from "react";
import { type ForcedColorMode, forceColorMode } from "./color-mode";

export function useForcedColorMode(mode: ForcedColorMode): void {
  useEffect(() => forceColorMode(mode), [mode]);
}
