import { useId } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownAtOnce } from "../../../lib/use-shown-at-once";

/**
 * Decision 045: the podium's quick "I am an IKEA Family member", beside the member prices it
 * changes; the change goes in the address and is saved with the profile (the page does both).
 */
export function FamilyMemberToggle({
  checked,
  onChange,
  saveFailed,
}: {
  checked: boolean;
  onChange(next: boolean): void;
  saveFailed: boolean;
}) {
  const { t } = useTranslation("catalogue");
  const id = useId();
  // The click shows at once, before the address (and `checked`) catch up.
  const [shown, show] = useShownAtOnce(checked);
  return (
    <div className="flex gap-3 rounded-2xl border border-[var(--border)] p-4 text-sm">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-brand)]"
        checked={shown}
        onChange={(event) => {
          show(event.target.checked);
          onChange(event.target.checked);
        }}
        data-testid="family-member-toggle"
      />
      <div className="min-w-0 space-y-1">
        <label htmlFor={id} className="font-semibold">
          {t("member.toggle")}
        </label>
        <p id={`${id}-hint`} className="text-[var(--text-muted)]">
          {t("member.hint")}
          {saveFailed && ` ${t("member.notSaved")}`}
        </p>
      </div>
    </div>
  );
}
