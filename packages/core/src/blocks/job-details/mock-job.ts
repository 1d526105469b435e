import type { Job } from '@jobboard/schema';

const DAY = 24 * 60 * 60 * 1000;

/** Midnight (UTC) `days` from the day of `now`, as the API writes a job's dates. */
function dayFrom(now: number, days: number): string {
  return new Date(Math.floor(now / DAY) * DAY + days * DAY).toISOString();
}

/**
 * The job the editor shows on a job details page without a job in its address (spec §2: the
 * editor layout shows mock data on detail pages), as of `now`: posted a week ago, open for two
 * more months, as a live job is. It has no uuid, so it sends no analytics and its apply form
 * submits nothing.
 */
export const mockJob = (now: number): Job => ({
  uuid: '',
  organisation_id: null,
  status: 'active',
  locale: 'en-US',
  slug: 'example-job',
  title: 'Frontend developer',
  description: 'Build the job board of the future.',
  organisation_name: 'Example Ltd',
  logo: null,
  from: dayFrom(now, -7),
  till: dayFrom(now, 60),
  text_type: 'platform',
  text_platform: {
    job: '<p>You build the screens our customers use every day.</p>',
    function: '<ul><li>Three years of experience with TypeScript</li><li>A sharp eye</li></ul>',
    company: '<p>A team of twenty people in the heart of the city.</p>',
    offer: '<ul><li>A good salary</li><li>Thirty days of leave</li></ul>',
  },
  remote: false,
  country_code: 'NL',
  location_name: 'Amsterdam',
  location_type: 'fixed',
  salary_min: 3500,
  salary_max: 5000,
  salary_type: 'month',
  hours_min: 32,
  hours_max: 40,
  segment_ids: [],
  segments_names: { education: ['Bachelor'], contract: ['Permanent'] },
  premium: false,
  show_logo: false,
});
