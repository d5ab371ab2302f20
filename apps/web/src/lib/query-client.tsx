import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * One query cache for the whole app. Pages that read server state wrap their content in
 * <WithQueries>; the library is then downloaded with the first such page, not with the shell.
 * The library's own retries are off: `call` applies spec §7's (a failing FAQ was asked 8 times
 * with both, the spec says 2).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a query offline still asks, and the service worker answers with its kept
    // copy (decision 041); the library's default would wait for the connection instead.
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      retry: false,
      networkMode: "offlineFirst",
    },
    mutations: { retry: false },
  },
});

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
