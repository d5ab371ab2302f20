import { localeNames, locales } from "@frontalier/shared/locales";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLocale } from "../../i18n/i18n";
import { cn } from "../../lib/cn";

/** Spec §2: French, English, German, Spanish, Portuguese, Italian, Dutch. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={cn("relative inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void changeLocale(event.target.value)}
        className="h-9 cursor-pointer appearance-none rounded-md border border-current/30 bg-transparent py-1 pr-7 pl-2 text-sm font-medium text-current"
        data-testid="language-switcher"
      >
        {locales.map((code) => (
          <option key={code} value={code} className="text-black">
            {localeNames[code]}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="pointer-events-none absolute right-2 text-xs">
        ▾
      </span>
    </div>
  );
}
