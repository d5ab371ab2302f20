import { policyTextValues } from "@frontalier/shared/text-figures";
import { Switch } from "radix-ui";
import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import type { CookieDefinition } from "./cookie-definitions";
import { linkStyle } from "./link-style";

interface Props {
  definition: CookieDefinition;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** One group: its switch (labelled by the name, described by the text), what it sets, its links. */
export function CookieDefinitionItem({ definition, checked, disabled, onCheckedChange }: Props) {
  const { t } = useTranslation("consent");
  const switchId = useId();
  const descriptionId = useId();
  const visibleTargets = definition.targetCookieIds.join(", ");
  return (
    <li className="rounded-lg border border-[var(--border)] p-3">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="font-medium">
          {t(definition.name)}
        </label>
        <div className="flex items-center gap-2">
          {disabled && (
            <span className="text-xs text-[var(--text-muted)]">{t("settings.alwaysOn")}</span>
          )}
          <Switch.Root
            id={switchId}
            checked={checked}
            disabled={disabled}
            onCheckedChange={onCheckedChange}
            aria-describedby={descriptionId}
            data-definition-id={definition.id}
            className={cn(
              "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
              // Unchecked uses the muted text colour: the track needs 3:1 against the surface.
              "bg-[var(--text-muted)] data-[state=checked]:bg-brand",
              "disabled:cursor-not-allowed disabled:opacity-70",
            )}
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-[var(--surface-raised)] shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
        </div>
      </div>
      <p id={descriptionId} className="mt-1 text-sm text-[var(--text-muted)]">
        {t(definition.description, policyTextValues)}{" "}
        <span className="break-words">{t("settings.cookieNames", { names: visibleTargets })}</span>
      </p>
      {definition.links && definition.links.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {definition.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                {t(link.label)}
                <span className="sr-only"> {t("settings.newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
