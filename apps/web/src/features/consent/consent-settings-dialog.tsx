import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { buttonClass } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useReturnFocus } from "../../lib/use-return-focus";
import { useConsent } from "./consent";
import { CookieDefinitionItem } from "./cookie-definition-item";
import { optionalDefinitions } from "./cookie-definitions";

/** Spec §2: the modal listing necessary and optional groups; save, accept all, decline all. */
export function ConsentSettingsDialog() {
  const { t } = useTranslation("consent");
  const { settingsOpen, closeSettings } = useConsent();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={settingsOpen} onOpenChange={(open) => !open && closeSettings()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content
          data-testid="consent-settings"
          {...returnFocus}
          className={cn(
            "fixed top-1/2 left-1/2 z-[60] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg",
            "-translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-[var(--border)]",
            "bg-[var(--surface-raised)] text-[var(--text)] shadow-xl focus:outline-none",
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-[var(--border)] p-4">
            <div>
              <Dialog.Title className="text-lg font-bold">{t("settings.title")}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-[var(--text-muted)]">
                {t("settings.description")}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t("settings.close")}
              className="rounded-lg p-1.5 text-[var(--text-muted)] hover:bg-[var(--surface-muted)] hover:text-[var(--text)]"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <SettingsForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted with the content, so every opening starts from the stored choice. */
function SettingsForm() {
  const { t } = useTranslation("consent");
  const { definitions, enabledIds, acceptAll, declineAll, save } = useConsent();
  const [draft, setDraft] = useState<readonly string[]>(enabledIds);
  const necessary = definitions.filter((definition) => definition.necessary);
  const optional = optionalDefinitions(definitions);
  const toggle = (id: string, on: boolean) =>
    setDraft((ids) =>
      on ? [...ids.filter((other) => other !== id), id] : ids.filter((o) => o !== id),
    );

  return (
    <>
      <div className="flex-1 space-y-5 overflow-y-auto p-4">
        <section aria-labelledby="consent-necessary-heading">
          <h3 id="consent-necessary-heading" className="text-base font-semibold">
            {t("settings.necessaryHeading")}
          </h3>
          <p className="text-sm text-[var(--text-muted)]">{t("settings.necessaryIntro")}</p>
          <ul className="mt-2 space-y-2">
            {necessary.map((definition) => (
              <CookieDefinitionItem key={definition.id} definition={definition} checked disabled />
            ))}
          </ul>
        </section>
        <section aria-labelledby="consent-optional-heading">
          <h3 id="consent-optional-heading" className="text-base font-semibold">
            {t("settings.optionalHeading")}
          </h3>
          {optional.length === 0 ? (
            <p className="text-sm text-[var(--text-muted)]">{t("settings.noOptional")}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {optional.map((definition) => (
                <CookieDefinitionItem
                  key={definition.id}
                  definition={definition}
                  checked={draft.includes(definition.id)}
                  onCheckedChange={(on) => toggle(definition.id, on)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-[var(--border)] p-4">
        <button
          type="button"
          className={cn(buttonClass("secondary"), "grow sm:grow-0")}
          onClick={declineAll}
        >
          {t("settings.declineAll")}
        </button>
        <button
          type="button"
          className={cn(buttonClass("secondary"), "grow sm:grow-0")}
          onClick={acceptAll}
        >
          {t("settings.acceptAll")}
        </button>
        <button
          type="button"
          className={cn(buttonClass("primary"), "grow sm:grow-0")}
          onClick={() => save(draft)}
        >
          {t("settings.save")}
        </button>
      </div>
    </>
  );
}
