import { listFaq } from "@frontalier/shared/contracts/support";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export const getFaq = (signal?: AbortSignal) => call(listFaq, { signal });

/** Spec §7 FAQ questions: the server answers in the locale cookie's language. */
export function useFaq(language: string) {
  return useQuery({
    queryKey: ["faq", language],
    queryFn: ({ signal }) => getFaq(signal),
    staleTime: 10 * 60_000,
  });
}
