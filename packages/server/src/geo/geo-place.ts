/** A place found by the location autocomplete. */
export interface GeoPlace {
  name: string;
  /** First-level region name (province, county) where known, else its GeoNames admin code. */
  region: string;
  /** ISO2 country code, upper case. */
  country_code: string;
  lat: number;
  lon: number;
  population: number;
}

export interface GeoQuery {
  /** What the visitor typed; fewer than 2 characters (after normalizing) find nothing. */
  location: string;
  /** ISO2 country codes, any case; empty or absent searches every country. */
  countries?: string[];
  /**
   * Maximum number of places, capped at 50.
   * @default 10
   */
  limit?: number;
}
