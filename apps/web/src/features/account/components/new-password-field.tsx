import { PASSWORD_MIN_LENGTH } from "@frontalier/shared/identity";
import type { ChangeEventHandler, Ref } from "react";
import { PasswordField } from "../../../components/ui/password-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { FieldProblem } from "../validate";

/** A password being chosen (sign-up, reset, change), with the length rule as its hint. */
export function NewPasswordField({
  label,
  value,
  onChange,
  problem,
  ref,
}: {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  problem: FieldProblem | null | undefined;
  ref: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("account");
  return (
    <PasswordField
      ref={ref}
      label={label}
      name="new-password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      value={value}
      onChange={onChange}
      hint={t("form.passwordHint", { min: PASSWORD_MIN_LENGTH })}
      error={problem ? t(problem, { min: PASSWORD_MIN_LENGTH }) : undefined}
      showLabel={t("form.showPassword")}
      hideLabel={t("form.hidePassword")}
    />
  );
}
