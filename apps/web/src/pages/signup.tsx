import { AuthHeading } from "../features/account/components/auth-heading";
import { ProviderButtons } from "../features/account/components/provider-buttons";
import { SignUpForm } from "../features/account/components/sign-up-form";

/** /signup (auth layout): names, e-mail and password, then "check your e-mail". */
export function Page() {
  return (
    <div data-route="signup">
      <AuthHeading id="signup" />
      <SignUpForm providers={<ProviderButtons />} />
    </div>
  );
}
