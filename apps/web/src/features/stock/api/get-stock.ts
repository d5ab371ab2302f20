import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

/**
 * The contract (and zod with it) is fetched on the first call, not with the podium's code: its
 * first paint waits for neither (decision 046).
 */
const stockContract = () => import("@frontalier/shared/contracts/stock");

export const getStock = async (code: string, country: string, signal?: AbortSignal) =>
  call((await stockContract()).getStoreStock, { params: { code }, query: { country }, signal });

/** Asked only once the shopper wants it (`country` set): each answer is a call to the retailer. */
export function useStoreStock(code: string, country: string | null) {
  return useQuery({
    queryKey: ["store-stock", code, country],
    queryFn: ({ signal }) => getStock(code, country!, signal),
    enabled: country !== null,
    staleTime: 5 * 60_000,
  });
}

/** Whether the server can ask a stock API (the public configuration in index.html says so). */
export function storeStockEnabled(doc: Document = document): boolean {
  try {
    const config = JSON.parse(doc.getElementById("app-config")?.textContent ?? "{}") as {
      storeStock?: unknown;
    };
    return config.storeStock === true;
  } catch {
    return false;
  }
}
