/**
 * The longest texts of a job an employer writes: the reference server's job body refuses longer
 * ones, and the job form sets them as `maxLength`, so nobody types past them into an error.
 * `text_own` is the job text's HTML (the form checks what its plain text becomes).
 */
export const JOB_MAX_LENGTHS = {
  title: 200,
  city: 200,
  location_name: 200,
  postal_code: 20,
  apply_url: 2000,
  external_reference: 255,
  text_own: 60_000,
} as const;

/**
 * No salary of a job is higher (salaries run from 0): a larger number is a typing error. The
 * server's job body refuses it and the job form says so first.
 */
export const MAX_JOB_SALARY = 1_000_000_000;

/** A job's weekly hours run from 0 to this, in the server's job body and the job form. */
export const MAX_WEEKLY_HOURS = 80;

/**
 * The longest keyword of a job search: the reference server refuses longer ones (they are no
 * search but work for the text parser), so the search inputs stop there and a longer keyword in
 * an address is cut to it.
 */
export const MAX_JOB_SEARCH_LENGTH = 200;

/**
 * The deepest page of a list: the reference server refuses deeper ones (they only make the
 * database skip rows), so a job search address past it asks for this page, which then leads to
 * the last page with results.
 */
export const MAX_LIST_PAGE = 10_000;
