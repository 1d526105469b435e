import { type RawBuilder, sql } from 'kysely';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = 111.045;
export const KM_PER_MILE = 1.609344;

export interface RadiusFilter {
  lat: number;
  lon: number;
  /** Radius in kilometres. */
  km: number;
}

/**
 * The radius filter: a bounding box on the btree (lat, lon) index narrows the rows, then the
 * haversine distance drops the box's corners. (PGlite ships cube/earthdistance, but Debian's
 * PostgreSQL needs the contrib package for them; the box works on both with a plain index.)
 */
export function radiusCondition(
  filter: RadiusFilter,
  table: RadiusTable = 'jobs',
): RawBuilder<boolean> {
  const dLat = filter.km / KM_PER_DEGREE_LAT;
  const cosLat = Math.max(Math.cos((filter.lat * Math.PI) / 180), 0.01);
  const dLon = Math.min(filter.km / (KM_PER_DEGREE_LAT * cosLat), 180);
  const lat = sql.ref(`${table}.lat`);
  const lon = sql.ref(`${table}.lon`);
  return sql<boolean>`(${lat} between ${filter.lat - dLat}::float8 and ${filter.lat + dLat}::float8
    and ${lon} between ${filter.lon - dLon}::float8 and ${filter.lon + dLon}::float8
    and ${distanceKm(filter, table)} <= ${filter.km}::float8)`;
}

/** The tables with a `lat` and `lon` the radius filter reads: jobs, and candidates' resumes. */
export type RadiusTable = 'jobs' | 'resumes';

/** Great-circle distance in km from the filter's point to the row (haversine). */
export function distanceKm(
  point: { lat: number; lon: number },
  table: RadiusTable = 'jobs',
): RawBuilder<number> {
  const lat = sql.ref(`${table}.lat`);
  const lon = sql.ref(`${table}.lon`);
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(sqrt(
    power(sin(radians(${lat} - ${point.lat}::float8) / 2), 2) +
    cos(radians(${point.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - ${point.lon}::float8) / 2), 2)
  )))`;
}
