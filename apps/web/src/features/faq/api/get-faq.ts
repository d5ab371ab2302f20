import { faqListResponseSchema } from "@frontalier/shared/contracts/support";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const getFaq = (signal?: AbortSignal) =>
  apiRequest("/api/get-faq-list-question", { schema: faqListResponseSchema, signal });

/** `GET /api/get-faq-list-question` (spec §7): the server answers in the locale cookie's language. */
export function useFaq(language: string) {
  return useQuery({
    queryKey: ["faq", language],
    queryFn: ({ signal }) => getFaq(signal),
    staleTime: 10 * 60_000,
  });
}
