import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from "@frontalier/shared/contracts/support";
import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Honeypot } from "../../../components/ui/honeypot";
import { inlineLinkClass } from "../../../components/ui/inline-link";
import { SentNotice } from "../../../components/ui/sent-notice";
import { TextField } from "../../../components/ui/text-field";
import { cn } from "../../../lib/cn";
import { isEmailShaped } from "../../../lib/email-shape";
import { sendContact } from "../api/send-contact";

type Field = "name" | "email" | "subject" | "message";
const checked = ["name", "email", "message"] as const;

function problemsOf(values: Record<Field, string>): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) found.name = "form.required";
  if (!values.email.trim()) found.email = "form.required";
  else if (!isEmailShaped(values.email.trim())) found.email = "form.invalidEmail";
  if (values.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) found.message = "form.tooShort";
  return found;
}

/** The home page's contact form (#contact-section): stored and mailed to the team. */
export function ContactForm() {
  const { t } = useTranslation("support");
  const [values, setValues] = useState<Record<Field, string>>({
    name: "",
    email: "",
    subject: "",
    message: "",
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const honeypot = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const messageId = useId();
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const set =
    (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    setFailure(null);
    const first = checked.find((field) => found[field]);
    if (first) return refs[first].current?.focus();
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

  const problem = (field: Field) => {
    const key = problems[field];
    return key ? t(key, { min: CONTACT_MESSAGE_MIN_LENGTH }) : undefined;
  };
  const messageError = problem("message");

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {failure && (
        <Alert ref={failureRef} tone="error" title={t("contact.failedTitle")}>
          {failure}
        </Alert>
      )}
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
          error={problem("name")}
        />
        <TextField
          ref={refs.email}
          label={t("form.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={values.email}
          onChange={set("email")}
          error={problem("email")}
        />
      </div>
      <TextField
        label={t("form.subject")}
        name="subject"
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        value={values.subject}
        onChange={set("subject")}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="text-sm font-semibold">
          {t("form.message")}
        </label>
        <textarea
          ref={refs.message}
          id={messageId}
          name="message"
          required
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          value={values.message}
          onChange={set("message")}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ""}`}
          className={cn(
            "w-full rounded-lg border bg-[var(--surface-raised)] p-3 text-base text-[var(--text)]",
            messageError ? "border-danger" : "border-[var(--border)]",
          )}
        />
        <p id={`${messageId}-count`} className="text-sm text-[var(--text-muted)]">
          {t("form.count", { length: values.message.length, max: CONTACT_MESSAGE_MAX_LENGTH })}
        </p>
        {messageError && (
          <p id={`${messageId}-error`} className="text-sm font-medium text-danger">
            {messageError}
          </p>
        )}
      </div>
      <Honeypot ref={honeypot} label={t("form.honeypot")} />
      <p className="text-sm text-[var(--text-muted)]">
        <Trans
          t={t}
          i18nKey="contact.privacy"
          components={{ privacy: <Link to="/terms" className={inlineLinkClass} /> }}
        />
      </p>
      <Button type="submit" size="lg" loading={busy}>
        <Send size={18} aria-hidden="true" />
        {t("contact.submit")}
      </Button>
    </form>
  );
}
