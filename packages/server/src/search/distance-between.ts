const EARTH_RADIUS_KM = 6371.0088;

/** Haversine distance in km, as the search computes it in SQL. */
export function distanceKmBetween(
  from: { lat: number; lon: number },
  to: { lat: number | null; lon: number | null },
): number {
  if (to.lat === null || to.lon === null) return Number.NaN;
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLon = (to.lon - from.lon) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
