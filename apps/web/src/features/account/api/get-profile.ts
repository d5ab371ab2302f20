import { getProfileInfo } from "@frontalier/shared/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";
import { type AccountProfile, toAccountProfile } from "./account-profile";

export const profileQueryKey = ["profile"] as const;

/** Spec §7 get-info-profil. */
export const getProfile = async (signal?: AbortSignal): Promise<AccountProfile> =>
  toAccountProfile(await call(getProfileInfo, { signal }));

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
  });
}
