import { extractArticleCode } from "@frontalier/shared/article-code";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { useTranslation } from "../../i18n/use-translation";

/** The typed-code way in, for shoppers without a usable camera or with a damaged tag. */
export function ManualEntry({
  onCode,
  autoFocus = false,
}: {
  onCode: (code: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("scanner");
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5's rule, as for a scanned text: 802.758.87, 802 758 87, a pasted link...
    const code = extractArticleCode(text);
    if (code) onCode(code);
    else setInvalid(true);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <TextField
        label={t("manual.label")}
        hint={t("manual.hint")}
        error={invalid ? t("manual.invalid") : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        inputMode="text"
        autoComplete="off"
        autoFocus={autoFocus}
        className="flex-1"
      />
      <Button type="submit" size="lg">
        {t("manual.submit")}
      </Button>
    </form>
  );
}
