import { AuthHeading } from "../features/account/components/auth-heading";
import { SignInForm } from "../features/account/components/sign-in-form";
import { ProviderButtons } from "../features/session/provider-buttons";

/** /login (auth layout): e-mail and password, the forgotten-password request, sign-up link. */
export function Page() {
  return (
    <div data-route="login">
      <AuthHeading id="login" />
      <SignInForm providers={<ProviderButtons />} />
    </div>
  );
}
