import {
  type ImportItem,
  type ImportTotalResponse,
  importTotalResponseSchema,
} from "@frontalier/shared/contracts/pdf-import";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const getListTotal = (items: readonly ImportItem[], signal?: AbortSignal) =>
  apiRequest("/api/pdf-import/total", {
    method: "POST",
    body: { items },
    schema: importTotalResponseSchema,
    signal,
  });

/** The podium of the list as reviewed; the previous one stays while the next is computed. */
export function useListTotal(items: readonly ImportItem[]) {
  return useQuery<ImportTotalResponse>({
    queryKey: ["pdf-import-total", items],
    queryFn: ({ signal }) => getListTotal(items, signal),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
