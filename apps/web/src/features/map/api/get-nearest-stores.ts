import { findNearestStores } from "@frontalier/shared/contracts/stores";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api/call";

export interface NearestParams {
  lat: number;
  lon: number;
  countries: readonly string[];
}

export function useNearestStores(params: NearestParams | null) {
  return useQuery({
    queryKey: ["stores", "nearest", params],
    enabled: params !== null && params.countries.length > 0,
    queryFn: ({ signal }) =>
      call(findNearestStores, {
        query: {
          lat: params!.lat.toFixed(5),
          lon: params!.lon.toFixed(5),
          countries: params!.countries.join(","),
        },
        signal,
      }),
  });
}
