import { AuthHeading } from "../features/account/components/auth-heading";
import { ProviderButtons } from "../features/account/components/provider-buttons";
import { SignInForm } from "../features/account/components/sign-in-form";

/**
 * /connexion (old layout): the sign-in of /login under the site header. The old layout does not
 * shift the page under the fixed header (spec §2), so the page keeps clear of it itself.
 */
export function Page() {
  return (
    <div
      data-route="connexion"
      className="flex min-h-dvh items-start justify-center bg-[var(--surface-muted)] px-4 pt-[calc(var(--header-height)+1.5rem)] pb-12"
    >
      <div className="w-full max-w-md rounded-2xl border border-[var(--border)] bg-[var(--surface-raised)] p-6 shadow-sm sm:p-8">
        <AuthHeading id="connexion" />
        <SignInForm providers={<ProviderButtons />} />
      </div>
    </div>
  );
}
