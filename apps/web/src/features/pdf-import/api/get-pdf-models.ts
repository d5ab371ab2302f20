import { listPdfModels } from "@frontalier/shared/contracts/pdf-import";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export const getPdfModels = (signal?: AbortSignal) => call(listPdfModels, { signal });

/** The layouts the import recognises, named in the page's language. */
export function usePdfModels(language: string) {
  return useQuery({
    queryKey: ["pdf-models", language],
    queryFn: ({ signal }) => getPdfModels(signal),
    staleTime: 60 * 60_000,
  });
}
