import { type SessionResponse, sessionResponseSchema } from "@frontalier/shared/contracts/session";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

export const sessionQueryKey = ["session"] as const;

/** Spec §4: fetched at start-up, never retried; a failure means "not signed in". */
export async function fetchSession(): Promise<SessionResponse> {
  try {
    return await apiRequest("/api/_auth/session", { schema: sessionResponseSchema, noRetry: true });
  } catch {
    return { user: null };
  }
}

export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    retry: false,
    staleTime: 60_000,
  });
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}
