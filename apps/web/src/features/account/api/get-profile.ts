import { type ProfileInfo, profileInfoSchema } from "@frontalier/shared/contracts/identity";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const profileQueryKey = ["profile"] as const;

/** `GET /api/get-info-profil` (spec §7). */
export const getProfile = (signal?: AbortSignal): Promise<ProfileInfo> =>
  apiRequest("/api/get-info-profil", { schema: profileInfoSchema, signal });

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
  });
}
