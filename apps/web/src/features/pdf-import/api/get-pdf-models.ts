import { pdfModelsResponseSchema } from "@frontalier/shared/contracts/pdf-import";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const getPdfModels = (signal?: AbortSignal) =>
  apiRequest("/api/get-pdf-models-list", { schema: pdfModelsResponseSchema, signal });

/** The layouts the import recognises, named in the page's language. */
export function usePdfModels(language: string) {
  return useQuery({
    queryKey: ["pdf-models", language],
    queryFn: ({ signal }) => getPdfModels(signal),
    staleTime: 60 * 60_000,
  });
}
