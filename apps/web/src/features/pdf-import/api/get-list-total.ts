import {
  type ImportItem,
  type ImportTotalResponse,
  totalImportedList,
} from "@frontalier/shared/contracts/pdf-import";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export const getListTotal = (items: readonly ImportItem[], signal?: AbortSignal) =>
  call(totalImportedList, { body: { items: [...items] }, signal });

/** The podium of the list as reviewed; the previous one stays while the next is computed. */
export function useListTotal(items: readonly ImportItem[]) {
  return useQuery<ImportTotalResponse>({
    queryKey: ["pdf-import-total", items],
    queryFn: ({ signal }) => getListTotal(items, signal),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
