import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@frontalier/shared/identity";
import { isEmailShaped } from "../../lib/email-shape";

/** Translation keys (namespace `account`) of what is wrong with a field, or null. */
export type FieldProblem =
  | "form.required"
  | "form.invalidEmail"
  | "form.passwordTooShort"
  | "form.passwordTooLong";

export function emailProblem(value: string): FieldProblem | null {
  const email = value.trim();
  if (email === "") return "form.required";
  return isEmailShaped(email) ? null : "form.invalidEmail";
}

export function requiredProblem(value: string): FieldProblem | null {
  return value.trim() === "" ? "form.required" : null;
}

/** A password being chosen (sign-up, reset, change): the shared length rules. */
export function newPasswordProblem(value: string): FieldProblem | null {
  if (value === "") return "form.required";
  if (value.length < PASSWORD_MIN_LENGTH) return "form.passwordTooShort";
  if (value.length > PASSWORD_MAX_LENGTH) return "form.passwordTooLong";
  return null;
}

/** The fields with a problem, in form order; empty when the form may be sent. */
export function problemsOf<K extends string>(
  checks: Record<K, FieldProblem | null>,
): Partial<Record<K, FieldProblem>> {
  const found: Partial<Record<K, FieldProblem>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const problem = checks[key];
    if (problem) found[key] = problem;
  }
  return found;
}
