import { JOB_STATUSES } from '@jobboard/schema';

// The employer's jobs tab keeps what it shows in the page's query, so links, back and forward
// and a reload show the same list or form.

/** The query that opens the job form: `new`, or the id of the job to edit. */
export const JOB_QUERY = 'job';
export const STATUS_QUERY = 'status';
export const SEARCH_QUERY = 'search';
export const PAGE_QUERY = 'page';
/** The statuses the list filters on; deleted jobs are gone for the employer. */
export const LISTED_STATUSES = JOB_STATUSES.filter((status) => status !== 'deleted');
