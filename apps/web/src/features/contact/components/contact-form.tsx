import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from "@frontalier/shared/contracts/support";
import { CONTACT_RETENTION_DAYS } from "@frontalier/shared/text-figures";
import { Send } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { EmailField } from "../../../components/ui/email-field";
import { FailureAlert } from "../../../components/ui/failure-alert";
import { FieldFrame } from "../../../components/ui/field-frame";
import { Honeypot } from "../../../components/ui/honeypot";
import { PrivacyNote } from "../../../components/ui/privacy-note";
import { SentNotice } from "../../../components/ui/sent-notice";
import { TextField } from "../../../components/ui/text-field";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { isEmailShaped } from "../../../lib/email-shape";
import { useFormFields } from "../../../lib/use-form-fields";
import { sendContact } from "../api/send-contact";

type Field = "name" | "email" | "subject" | "message";
type Checked = "name" | "email" | "message";

/** The fields with a problem (a translation key), in form order. */
function problemsOf(values: Record<Field, string>): Partial<Record<Checked, string>> {
  const found: Partial<Record<Checked, string>> = {};
  if (!values.name.trim()) found.name = "form.required";
  if (!values.email.trim()) found.email = "form.required";
  else if (!isEmailShaped(values.email.trim())) found.email = "form.invalidEmail";
  if (values.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) found.message = "form.tooShort";
  return found;
}

/** The home page's contact form (#contact-section): stored and mailed to the team. */
export function ContactForm() {
  const { t } = useTranslation("support");
  const { values, set, fieldError, check } = useFormFields<Field, string>(
    { name: "", email: "", subject: "", message: "" },
    (problem) => t(problem, { min: CONTACT_MESSAGE_MIN_LENGTH }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const honeypot = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!check(problemsOf(values), refs)) return;
    setBusy(true);
    try {
      await sendContact({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        website: honeypot.current?.value || undefined,
      });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t("contact.updateFailed"));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return <SentNotice testId="contact-sent">{t("contact.sent")}</SentNotice>;
  }

  const messageError = fieldError("message");

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {failure && <FailureAlert title={t("contact.failedTitle")}>{failure}</FailureAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={refs.name}
          label={t("form.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX_LENGTH}
          value={values.name}
          onChange={set("name")}
          error={fieldError("name")}
        />
        <EmailField
          ref={refs.email}
          label={t("form.email")}
          value={values.email}
          onChange={set("email")}
          error={fieldError("email")}
        />
      </div>
      <TextField
        label={t("form.subject")}
        name="subject"
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        value={values.subject}
        onChange={set("subject")}
      />
      <FieldFrame
        label={t("form.message")}
        hint={t("form.count", { length: values.message.length, max: CONTACT_MESSAGE_MAX_LENGTH })}
        error={messageError}
      >
        {(control) => (
          <textarea
            ref={refs.message}
            {...control}
            name="message"
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={set("message")}
            className={cn(
              "w-full rounded-lg border bg-[var(--surface-raised)] p-3 text-base text-[var(--text)]",
              messageError ? "border-danger" : "border-[var(--border)]",
            )}
          />
        )}
      </FieldFrame>
      <Honeypot ref={honeypot} label={t("form.honeypot")} />
      <PrivacyNote
        t={t}
        i18nKey="contact.privacy"
        values={{ contactDays: CONTACT_RETENTION_DAYS }}
      />
      <Button type="submit" size="lg" loading={busy}>
        <Send size={18} aria-hidden="true" />
        {t("contact.submit")}
      </Button>
    </form>
  );
}
