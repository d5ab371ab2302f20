import { useState } from "react";
import { ColorModeToggle } from "../components/layout/color-mode-toggle";
import { LanguageSwitcher } from "../components/layout/language-switcher";
import { RoutePage } from "../components/layout/route-page";
import { Alert } from "../components/ui/alert";
import { ArticleImage } from "../components/ui/article-image";
import { Badge } from "../components/ui/badge";
import { Button, type ButtonVariant } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Checkbox } from "../components/ui/checkbox";
import { Spinner } from "../components/ui/spinner";
import { TextField } from "../components/ui/text-field";
import { useTranslation } from "../i18n/use-translation";
import { useForcedColorMode } from "../lib/color-mode/use-forced-color-mode";
import { confirm, notify, report } from "../lib/notifier";

const variants: ButtonVariant[] = ["primary", "secondary", "ghost", "danger", "highlight"];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold">{title}</h2>
      <Card className="flex flex-wrap items-start gap-3">{children}</Card>
    </section>
  );
}

function Crash(): never {
  throw new Error("Simulated render error from /testui");
}

function ForcedMode({ mode }: { mode: "light" | "dark" }) {
  useForcedColorMode(mode);
  return null;
}

/** /testui: every component of the kit in every state (noindex). */
export function Page() {
  const { t } = useTranslation("test-pages");
  const [forced, setForced] = useState<"light" | "dark" | null>(null);
  const [confirmed, setConfirmed] = useState<string>("—");
  const [crash, setCrash] = useState(false);
  return (
    <RoutePage id="testUi">
      {forced && <ForcedMode mode={forced} />}
      {crash && <Crash />}
      <div className="space-y-8">
        <Section title={t("ui.buttons")}>
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
          <Button size="sm">sm</Button>
          <Button size="lg">lg</Button>
          <Button disabled>{t("ui.disabled")}</Button>
          <Button loading>{t("ui.loading")}</Button>
        </Section>
        <Section title={t("ui.fields")}>
          <TextField label={t("ui.fieldLabel")} placeholder="802.758.87" className="w-64" />
          <TextField label={t("ui.fieldLabel")} hint={t("ui.hint")} className="w-64" />
          <TextField
            label={t("ui.fieldLabel")}
            error={t("ui.error")}
            defaultValue="12"
            className="w-64"
          />
          <TextField
            label={t("ui.fieldLabel")}
            disabled
            value="802.758.87"
            readOnly
            className="w-64"
          />
          <Checkbox label={t("ui.checkbox")} />
          <Checkbox label={t("ui.checkbox")} defaultChecked />
          <Checkbox label={t("ui.checkbox")} disabled />
        </Section>
        <Section title={t("ui.feedback")}>
          <div className="grid w-full gap-3 md:grid-cols-2">
            <Alert tone="success" title={t("ui.success")}>
              {t("ui.detail")}
            </Alert>
            <Alert tone="error" title={t("ui.failure")}>
              {t("ui.detail")}
            </Alert>
            <Alert tone="warning" title={t("ui.warning")}>
              {t("ui.detail")}
            </Alert>
            <Alert tone="info" title={t("ui.info")}>
              {t("ui.detail")}
            </Alert>
          </div>
          <Badge>neutral</Badge>
          <Badge tone="brand">brand</Badge>
          <Badge tone="retailer">IKEA</Badge>
          <Badge tone="success">-12 %</Badge>
          <Badge tone="danger">+8 %</Badge>
          <Spinner label={t("ui.loading")} />
        </Section>
        <Section title={t("ui.notifier")}>
          <Button onClick={() => notify.success(t("ui.toastText"))}>Toast success</Button>
          <Button variant="danger" onClick={() => notify.error(t("ui.toastText"))}>
            Toast error
          </Button>
          <Button variant="secondary" onClick={() => notify.warning(t("ui.toastText"))}>
            Toast warning
          </Button>
          <Button variant="secondary" onClick={() => notify.info(t("ui.toastText"))}>
            Toast info
          </Button>
          <Button
            variant="secondary"
            onClick={async () =>
              setConfirmed(String(await confirm({ message: t("ui.confirmText") })))
            }
          >
            Confirm
          </Button>
          <Button
            variant="secondary"
            onClick={() => report({ kind: "success", message: t("ui.reportText") })}
          >
            Report success
          </Button>
          <Button
            variant="secondary"
            onClick={() => report({ kind: "error", message: t("ui.reportText") })}
          >
            Report error
          </Button>
          <output data-testid="confirm-result" className="self-center font-mono text-sm">
            {confirmed}
          </output>
        </Section>
        <Section title={t("ui.images")}>
          <ArticleImage src={null} alt="" />
          <ArticleImage src={null} alt="" size="sm" />
        </Section>
        <Section title={t("ui.chrome")}>
          <LanguageSwitcher />
          <ColorModeToggle />
          <Button variant="secondary" onClick={() => setForced("light")}>
            {t("ui.forceLight")}
          </Button>
          <Button variant="secondary" onClick={() => setForced("dark")}>
            {t("ui.forceDark")}
          </Button>
          <Button variant="ghost" onClick={() => setForced(null)}>
            {t("ui.release")}
          </Button>
          <Button variant="danger" onClick={() => setCrash(true)}>
            {t("ui.throwError")}
          </Button>
        </Section>
      </div>
    </RoutePage>
  );
}
