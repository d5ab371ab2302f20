import { PASSWORD_MIN_LENGTH } from "@frontalier/shared/identity";
import { describe, expect, it } from "vitest";
import { emailProblem, newPasswordProblem, problemsOf, requiredProblem } from "./validate";

describe("form checks", () => {
  it("wants an e-mail address with a domain", () => {
    expect(emailProblem("")).toBe("form.required");
    expect(emailProblem("  ")).toBe("form.required");
    expect(emailProblem("ana")).toBe("form.invalidEmail");
    expect(emailProblem("ana@example")).toBe("form.invalidEmail");
    expect(emailProblem(" ana@example.fr ")).toBeNull();
  });

  it("wants a new password of the shared minimum length", () => {
    expect(newPasswordProblem("")).toBe("form.required");
    expect(newPasswordProblem("a".repeat(PASSWORD_MIN_LENGTH - 1))).toBe("form.passwordTooShort");
    expect(newPasswordProblem("a".repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(newPasswordProblem("a".repeat(201))).toBe("form.passwordTooLong");
  });

  it("lists only the fields with a problem", () => {
    expect(problemsOf({ name: requiredProblem(""), email: emailProblem("a@b.fr") })).toEqual({
      name: "form.required",
    });
  });
});
