import { useNavigate } from "react-router";
import { takeCallback } from "../../lib/session/callback-cookie";
import { refreshSession } from "../../lib/session/session-store";

/**
 * After any sign-in: the header learns of the user, then the shopper goes back to the page that
 * asked for an account (spec §3 callback cookie, then forgotten), else to `fallback`.
 */
export function useFinishSignIn(fallback = "/") {
  const navigate = useNavigate();
  return async () => {
    await refreshSession();
    navigate(takeCallback() ?? fallback, { replace: true });
  };
}
