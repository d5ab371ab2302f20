import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import {
  type ColorModePreference,
  setColorModePreference,
  useColorModePreference,
} from "../../lib/color-mode/color-mode";

const order: ColorModePreference[] = ["system", "light", "dark"];
const icons = { system: Monitor, light: Sun, dark: Moon } as const;

/** Cycles system → light → dark; the label says the current mode and what a press does. */
export function ColorModeToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const preference = useColorModePreference();
  const next = order[(order.indexOf(preference) + 1) % order.length]!;
  const Icon = icons[preference];
  return (
    <button
      type="button"
      onClick={() => setColorModePreference(next)}
      className={cn(
        "inline-flex items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10",
        compact ? "h-8 w-8 max-[389px]:w-7" : "h-9 w-9",
      )}
      aria-label={t("colorMode.toggle", {
        current: t(`colorMode.${preference}`),
        next: t(`colorMode.${next}`),
      })}
      data-testid="color-mode-toggle"
      data-mode={preference}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}
