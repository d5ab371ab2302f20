import { useSearchParams } from "react-router";
import { AuthHeading } from "../features/account/components/auth-heading";
import { VerifyEmail } from "../features/account/components/verify-email";

/** /auth/verify-email?token= : the link of the confirmation e-mail. */
export function Page() {
  const [params] = useSearchParams();
  return (
    <div data-route="authVerifyEmail">
      <AuthHeading id="authVerifyEmail" />
      <VerifyEmail token={params.get("token") ?? ""} />
    </div>
  );
}
