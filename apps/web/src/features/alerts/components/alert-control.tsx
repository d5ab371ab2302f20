import type { PriceAlert } from "@frontalier/shared/contracts/alerts";
import { countryLabel } from "@frontalier/shared/countries";
import { formatMoney } from "@frontalier/shared/format-money";
import { minorUnits } from "@frontalier/shared/money";
import { isPremium } from "@frontalier/shared/premium";
import { useQueryClient } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { TextField } from "../../../components/ui/text-field";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { rememberCallback } from "../../../lib/session/callback-cookie";
import { useSession } from "../../../lib/session/session-store";
import { alertsKey, removeAlert, saveAlert, useAlerts } from "../api/alerts-api";
import { parsePrice } from "../parse-price";
import { useChannelChoice } from "./channel-choice";

/**
 * The podium's "Alert me" (brief §4, premium): watch the article in some of the compared
 * countries, for a target price in the podium's currency or any drop. Guests sign in first;
 * users without premium see /PaidRequired.
 */
export function AlertControl({
  code,
  countries,
  currency,
}: {
  code: string;
  countries: readonly string[];
  currency: string;
}) {
  const { t } = useTranslation("alerts");
  const { user } = useSession();
  const navigate = useNavigate();
  const premium = isPremium(user?.premiumUntil);
  const alerts = useAlerts(premium);
  const [open, setOpen] = useState(false);
  const current = alerts.data?.alerts.find((alert) => alert.code === code);

  const start = () => {
    if (!user) {
      rememberCallback(window.location.pathname);
      return navigate("/loginRequired");
    }
    if (!premium) return navigate("/PaidRequired?feature=alerts");
    setOpen(true);
  };

  if (open) {
    return (
      <AlertForm
        code={code}
        countries={countries}
        currency={current?.currency ?? currency}
        current={current}
        onDone={() => setOpen(false)}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="alert-control">
      <Button variant="secondary" onClick={start} data-testid="alert-open">
        <BellRing size={16} aria-hidden="true" />
        {current ? t("control.edit") : t("control.open")}
      </Button>
      {current && <AlertSummary alert={current} />}
    </div>
  );
}

function AlertSummary({ alert }: { alert: PriceAlert }) {
  const { t, i18n } = useTranslation("alerts");
  const rule =
    alert.targetPriceMinor === null
      ? t("control.anyDrop")
      : t("control.atMost", {
          price: formatMoney(alert.targetPriceMinor, alert.currency, i18n.language),
        });
  return (
    <p className="text-sm text-[var(--text-muted)]" data-testid="alert-summary">
      {t("control.active", {
        countries: alert.countries.map((c) => countryLabel(c, i18n.language)).join(", "),
        rule,
      })}
    </p>
  );
}

function AlertForm({
  code,
  countries,
  currency,
  current,
  onDone,
}: {
  code: string;
  countries: readonly string[];
  currency: string;
  current: PriceAlert | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation("alerts");
  const queryClient = useQueryClient();
  const titleId = useId();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(current?.countries ?? countries));
  const [target, setTarget] = useState(
    current?.targetPriceMinor != null
      ? String(current.targetPriceMinor / 10 ** minorUnits(current.currency))
      : "",
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const channel = useChannelChoice(current?.channel);
  const listed = [...new Set([...countries, ...(current?.countries ?? [])])];

  const toggle = (country: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(country)) next.delete(country);
      else next.add(country);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const targetPriceMinor = target.trim() ? parsePrice(target, currency) : null;
    if (target.trim() && targetPriceMinor === null) return setError(t("control.invalidTarget"));
    if (chosen.size === 0) return setError(t("control.noCountry"));
    setError(null);
    setBusy(true);
    try {
      if (!(await channel.prepare())) return;
      const saved = await saveAlert(code, {
        countries: [...chosen],
        targetPriceMinor,
        currency,
        channel: channel.channel,
      });
      queryClient.setQueryData(alertsKey, saved);
      notify.success(channel.savedMessage(t("control.saved")));
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(alertsKey, await removeAlert(code));
      notify.success(t("control.removed"));
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4 p-5" data-testid="alert-form">
      <form onSubmit={submit} aria-labelledby={titleId} className="space-y-4">
        <h3 id={titleId} className="text-lg font-bold">
          {t("control.title")}
        </h3>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{t("control.countries")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {listed.map((country) => (
              <Checkbox
                key={country}
                label={countryLabel(country, i18n.language)}
                checked={chosen.has(country)}
                onChange={() => toggle(country)}
                data-testid={`alert-country-${country}`}
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label={t("control.target", { currency })}
          hint={t("control.targetHint")}
          inputMode="decimal"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          data-testid="alert-target"
        />
        {channel.element}
        {error && <Alert tone="error" title={error} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy} data-testid="alert-save">
            {t("control.save")}
          </Button>
          {current && (
            <Button variant="danger" disabled={busy} onClick={remove}>
              {t("control.remove")}
            </Button>
          )}
          <Button variant="ghost" disabled={busy} onClick={onDone}>
            {t("control.cancel")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
