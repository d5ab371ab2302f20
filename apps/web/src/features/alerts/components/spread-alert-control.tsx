import type { SpreadAlert } from "@frontalier/shared/contracts/spread-alerts";
import { findCountry } from "@frontalier/shared/countries";
import { minorUnits } from "@frontalier/shared/money";
import { isPremium } from "@frontalier/shared/premium";
import { SPREAD_PERCENT_MAX, SPREAD_PERCENT_MIN } from "@frontalier/shared/spread";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowDownUp } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/text-field";
import { useTranslation } from "../../../i18n/use-translation";
import { notify } from "../../../lib/notifier";
import { rememberCallback } from "../../../lib/session/callback-cookie";
import { useSession } from "../../../lib/session/session-store";
import {
  removeSpreadAlert,
  saveSpreadAlert,
  spreadAlertsKey,
  useSpreadAlerts,
} from "../api/spread-alerts-api";
import { parsePrice } from "../parse-price";
import { spreadAmount } from "../spread-rule";
import { useChannelChoice } from "./channel-choice";

/**
 * "Tell me when one of my countries is at least Z % (or Z) cheaper than mine" (issue 25,
 * premium): for one article from its podium (`code`), or for the whole wishlist of `basketId`
 * (`code` null, `count` its articles). Guests sign in first; users without premium see the gate.
 */
export function SpreadAlertControl({
  basketId,
  code,
  count = 0,
}: {
  basketId: number;
  code: string | null;
  count?: number;
}) {
  const { t, i18n } = useTranslation("alerts");
  const { user, profile } = useSession();
  const navigate = useNavigate();
  const premium = isPremium(user?.premiumUntil);
  const alerts = useSpreadAlerts(premium);
  const [open, setOpen] = useState(false);
  const current = alerts.data?.alerts.find(
    (alert) => alert.basketId === basketId && alert.code === code,
  );
  const currency = findCountry(profile?.home ?? "")?.currency ?? "EUR";

  const start = () => {
    if (!user) {
      rememberCallback(window.location.pathname + window.location.search);
      return navigate("/loginRequired");
    }
    if (!premium) return navigate("/PaidRequired?feature=alerts");
    setOpen(true);
  };

  if (open) {
    return (
      <SpreadAlertForm
        basketId={basketId}
        code={code}
        count={count}
        currency={currency}
        current={current}
        onDone={() => setOpen(false)}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="spread-alert-control">
      <Button variant="secondary" onClick={start} data-testid="spread-alert-open">
        <ArrowDownUp size={16} aria-hidden="true" />
        {current ? t("spread.edit") : code ? t("spread.open") : t("spread.openList")}
      </Button>
      {current && (
        <p className="text-sm text-[var(--text-muted)]" data-testid="spread-alert-summary">
          {t(code ? "spread.active" : "spread.activeList", {
            amount: spreadAmount(current.threshold, i18n.language),
          })}
        </p>
      )}
    </div>
  );
}

function SpreadAlertForm({
  basketId,
  code,
  count,
  currency,
  current,
  onDone,
}: {
  basketId: number;
  code: string | null;
  count: number;
  currency: string;
  current: SpreadAlert | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation("alerts");
  const queryClient = useQueryClient();
  const titleId = useId();
  const leadId = useId();
  const [kind, setKind] = useState<"percent" | "amount">(current?.threshold.kind ?? "percent");
  const [value, setValue] = useState(() => {
    if (!current) return "";
    const { threshold } = current;
    return threshold.kind === "percent"
      ? String(threshold.percent)
      : String(threshold.amountMinor / 10 ** minorUnits(threshold.currency));
  });
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const channel = useChannelChoice(current?.channel);
  const limits = { min: SPREAD_PERCENT_MIN, max: SPREAD_PERCENT_MAX };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let threshold: { kind: "percent"; percent: number } | { kind: "amount"; amountMinor: number };
    if (kind === "percent") {
      const percent = Number(value.trim());
      if (!/^\d{1,2}$/.test(value.trim()) || percent < limits.min || percent > limits.max) {
        return setError(t("spread.invalidPercent", limits));
      }
      threshold = { kind, percent };
    } else {
      const amountMinor = parsePrice(value, currency);
      if (amountMinor === null) return setError(t("spread.invalidAmount"));
      threshold = { kind, amountMinor };
    }
    setError(null);
    setBusy(true);
    try {
      if (!(await channel.prepare())) return;
      queryClient.setQueryData(
        spreadAlertsKey,
        await saveSpreadAlert({ basketId, code, threshold, channel: channel.channel }),
      );
      notify.success(channel.savedMessage(t("spread.saved")));
      onDone();
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!current) return;
    setBusy(true);
    try {
      queryClient.setQueryData(spreadAlertsKey, await removeSpreadAlert(current.id));
      notify.success(t("spread.removed"));
      onDone();
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-4 p-5" data-testid="spread-alert-form">
      <form
        onSubmit={submit}
        aria-labelledby={titleId}
        aria-describedby={leadId}
        className="space-y-4"
      >
        <h3 id={titleId} className="text-lg font-bold">
          {code ? t("spread.title") : t("spread.titleList")}
        </h3>
        <p id={leadId} className="text-sm text-[var(--text-muted)]">
          {code ? t("spread.lead") : t("spread.leadList", { count })}
        </p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{t("spread.kind")}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(["percent", "amount"] as const).map((option) => (
              <label key={option} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${titleId}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => {
                    setKind(option);
                    setValue("");
                    setError(null);
                  }}
                  className="h-5 w-5 accent-[var(--color-brand)]"
                  data-testid={`spread-alert-kind-${option}`}
                />
                {option === "percent" ? t("spread.percent") : t("spread.amount", { currency })}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={
            kind === "percent" ? t("spread.valuePercent") : t("spread.valueAmount", { currency })
          }
          hint={kind === "percent" ? t("spread.percentHint", limits) : t("spread.amountHint")}
          inputMode={kind === "percent" ? "numeric" : "decimal"}
          className="max-w-xs"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          data-testid="spread-alert-value"
        />
        {channel.element}
        {failure && <Alert tone="error" title={failure} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy} data-testid="spread-alert-save">
            {t("spread.save")}
          </Button>
          {current && (
            <Button variant="danger" disabled={busy} onClick={remove}>
              {t("spread.remove")}
            </Button>
          )}
          <Button variant="ghost" disabled={busy} onClick={onDone}>
            {t("spread.cancel")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
