import { useSearchParams } from "react-router";
import { AuthHeading } from "../features/account/components/auth-heading";
import { ResetPasswordForm } from "../features/account/components/reset-password-form";

/** /auth/reset-password?token= : the link of the password-reset e-mail. */
export function Page() {
  const [params] = useSearchParams();
  return (
    <div data-route="authResetPassword">
      <AuthHeading id="authResetPassword" />
      <ResetPasswordForm token={params.get("token") ?? ""} />
    </div>
  );
}
