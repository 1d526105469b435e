/**
 * The longest texts of a job an employer writes: the reference server's job body refuses longer
 * ones, and the job form sets them as `maxLength`, so nobody types past them into an error.
 */
export const JOB_MAX_LENGTHS = {
  title: 200,
  city: 200,
  location_name: 200,
  postal_code: 20,
  apply_url: 2000,
  external_reference: 255,
} as const;
