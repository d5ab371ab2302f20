export interface LatLon {
  lat: number;
  lon: number;
}

/** The mean Earth radius of the IUGG, which the haversine formula takes for a sphere. */
const EARTH_RADIUS_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km (haversine): the crow-flies distance of the nearest stores and of
 * the travel costs, on the server and on the map alike.
 */
export function distanceKm(a: LatLon, b: LatLon): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
