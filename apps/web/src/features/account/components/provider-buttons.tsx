import type { AuthProvider } from "@frontalier/shared/contracts/identity";
import { Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { takeCallback } from "../../../lib/session/callback-cookie";
import { getAuthProviders } from "../../../lib/session/get-auth-providers";
import { openProviderPopup } from "../../../lib/session/provider-sign-in";

/**
 * "Continuer avec {name}" for each configured OpenID Connect provider, nothing when there is
 * none. Signing in opens the spec §4 popup; once the session has the user, the page goes back to
 * where sign-in was asked for (spec §3 callback cookie), else to `fallback`.
 */
export function ProviderButtons({ fallback = "/" }: { fallback?: string }) {
  const [providers, setProviders] = useState<AuthProvider[]>([]);
  useEffect(() => {
    let live = true;
    getAuthProviders().then(
      (list) => live && setProviders(list),
      (error: unknown) => console.warn("Sign-in providers unavailable", error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  // Its own boundary: the page shows at once while the namespace loads.
  return (
    <Suspense fallback={null}>
      <ProviderList providers={providers} fallback={fallback} />
    </Suspense>
  );
}

function ProviderList({ providers, fallback }: { providers: AuthProvider[]; fallback: string }) {
  const { t } = useTranslation("auth-providers");
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const signIn = (provider: AuthProvider) => {
    setFailed(false);
    openProviderPopup(provider.id, {
      onSession: (user) => {
        if (user) navigate(takeCallback() ?? fallback, { replace: true });
        else setFailed(true);
      },
    });
  };
  return (
    <div className="space-y-3" data-testid="provider-buttons">
      <p className="flex items-center gap-3 text-sm text-[var(--text-muted)] before:h-px before:flex-1 before:bg-[var(--border)] after:h-px after:flex-1 after:bg-[var(--border)]">
        {t("or")}
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={() => signIn(provider)}
        >
          {t("continueWith", { name: provider.name })}
        </Button>
      ))}
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {t("popupFailed")}
        </p>
      )}
    </div>
  );
}
