import { AuthHeading } from "../features/account/components/auth-heading";
import { ProviderButtons } from "../features/account/components/provider-buttons";
import { SignInForm } from "../features/account/components/sign-in-form";

/** /login (auth layout): e-mail and password, the forgotten-password request, sign-up link. */
export function Page() {
  return (
    <div data-route="login">
      <AuthHeading id="login" />
      <SignInForm providers={<ProviderButtons />} />
    </div>
  );
}
