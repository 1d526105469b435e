import type { JobRow } from '../db/database';
import { type GeoSearch, normalizePlaceName } from '../geo/index';
import type { JobBody } from './job-body';

/** What places a job's city: the geo search's exact name lookup. */
export type PlaceFinder = Pick<GeoSearch, 'findPlace'>;

export interface JobCoordinates {
  lat: number | null;
  lon: number | null;
}

const NOWHERE: JobCoordinates = { lat: null, lon: null };

/**
 * The coordinates a job body's city gives the job, which the public search's distance filter
 * reads; undefined when they stay as they are. The board's job form sends a city and a country
 * but no coordinates, so the server places the city: a city given on a new job, a city or
 * country other than the stored one, or the stored city of a job without coordinates is looked
 * up in the geo data (in the job's country when it has one) and its place's lat and lon are
 * taken; a city not found or cleared clears them, so a job is never found at its old place.
 * Coordinates in the body win: with `lat` or `lon` given nothing is looked up.
 */
export function placeJobCity(
  body: JobBody,
  existing: JobRow | undefined,
  places: PlaceFinder,
): JobCoordinates | undefined {
  if (body.lat !== undefined || body.lon !== undefined || body.city === undefined) return undefined;
  const city = body.city;
  const country =
    body.country_code !== undefined ? body.country_code : (existing?.country_code ?? null);
  if (city === null) return existing && existing.city !== null ? NOWHERE : undefined;
  if (
    existing &&
    existing.lat !== null &&
    existing.lon !== null &&
    samePlaceName(city, existing.city) &&
    (country ?? '').toUpperCase() === (existing.country_code ?? '').toUpperCase()
  ) {
    return undefined;
  }
  const place = places.findPlace(city, country);
  return place ? { lat: place.lat, lon: place.lon } : NOWHERE;
}

function samePlaceName(name: string, stored: string | null): boolean {
  return stored !== null && normalizePlaceName(name) === normalizePlaceName(stored);
}
