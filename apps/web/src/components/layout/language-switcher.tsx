import { localeNames, locales } from "@frontalier/shared/locales";
import { useId } from "react";
import { changeLocale } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { saveLanguageChoice } from "../../lib/session/save-language-choice";

/**
 * Spec §2: French, English, German, Spanish, Portuguese, Italian, Dutch. A native select: the
 * phone's own picker, keyboard and screen-reader support for free. Compact shows the code only.
 */
export function LanguageSwitcher({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={cn("relative inline-flex h-9 items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      {compact && (
        <span
          aria-hidden="true"
          className="pointer-events-none pl-2 pr-5 text-sm font-bold uppercase max-[389px]:pr-4 max-[389px]:pl-1.5"
        >
          {i18n.language}
        </span>
      )}
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          void changeLocale(event.target.value);
          saveLanguageChoice(event.target.value);
        }}
        className={cn(
          "h-9 cursor-pointer appearance-none rounded-md border border-current/30 bg-transparent py-1 pr-7 pl-2 text-sm font-medium text-current",
          // The visible code sits under a transparent select that keeps its full labels.
          compact && "absolute inset-0 w-full text-transparent",
        )}
        data-testid="language-switcher"
      >
        {locales.map((code) => (
          <option key={code} value={code} className="text-black">
            {localeNames[code]}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute right-2 text-xs",
          compact && "max-[389px]:right-1",
        )}
      >
        ▾
      </span>
    </div>
  );
}
