import * as admin from "@frontalier/shared/contracts/admin";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/** The admin page's tables: read when the page opens, never kept by the browser's cache. */
const adminQuery = <T>(name: string, read: (signal: AbortSignal) => Promise<T>) => ({
  queryKey: ["admin", name] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => read(signal),
  staleTime: 0,
});

export const useFeedImports = () =>
  useQuery(adminQuery("feed-imports", (signal) => call(admin.listAdminFeedImports, { signal })));

export const useStoreRefreshes = () =>
  useQuery(
    adminQuery("store-refreshes", (signal) => call(admin.listAdminStoreRefreshes, { signal })),
  );

export const useJobRuns = () =>
  useQuery(adminQuery("jobs", (signal) => call(admin.listAdminJobRuns, { signal })));

export const useContactMessages = () =>
  useQuery(
    adminQuery("contact-messages", (signal) => call(admin.listAdminContactMessages, { signal })),
  );

export const useBreakers = () =>
  useQuery(adminQuery("breakers", (signal) => call(admin.getAdminBreakers, { signal })));
