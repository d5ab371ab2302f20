import { listStores } from "@frontalier/shared/contracts/stores";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import { queryClient } from "../../../lib/query-client";

export const getStores = (signal?: AbortSignal) => call(listStores, { signal });

const storesQuery = {
  queryKey: ["stores"],
  queryFn: ({ signal }: { signal: AbortSignal }) => getStores(signal),
  staleTime: 5 * 60_000,
};

/**
 * Asks for the stores as soon as the map page's code runs, not once React has drawn the page
 * (the request would wait for the page's first commit, ~300 ms later with Suspense's reveal).
 */
export const prefetchStores = () => queryClient.prefetchQuery(storesQuery);

export const useStores = () => useQuery(storesQuery);
