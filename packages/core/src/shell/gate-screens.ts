// The gate screens loaded lazily by the board (see lazy-gate-screens.ts).
export { CreateJobboard } from './create-jobboard';
export { SiteAuth } from './site-auth';
