import { Link } from "react-router";
import type { TFunction } from "../../i18n/i18n-instance";
import { Trans } from "../../i18n/trans";
import { inlineLinkClass } from "./inline-link";

/**
 * The line under a public form that keeps what it is sent: the text of `i18nKey` (in the
 * namespace of `t`, filled with `values`), whose `<privacy>` tag links the privacy policy.
 */
export function PrivacyNote({
  t,
  i18nKey,
  values,
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, string | number>;
}) {
  return (
    <p className="text-sm text-[var(--text-muted)]">
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={values}
        components={{ privacy: <Link to="/terms" className={inlineLinkClass} /> }}
      />
    </p>
  );
}
