import type { Job } from '@jobboard/schema';
import { cutDescription } from '../../seo/meta-description';

/**
 * The description meta of a job's page: its title, employer and place, then its short search
 * description, cut at a word to about 160 characters. The employer is left out where the site
 * hides it from this visitor (`anonymous`), the description where the site hides job texts.
 */
export function jobPageDescription(
  job: Job,
  options: { anonymous: boolean; hideText: boolean },
): string {
  const organisation = options.anonymous
    ? ''
    : job.organisation_name || job.organisation?.name || job.client?.name;
  const facts = [job.title, organisation, job.location_name || job.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
  const summary = options.hideText ? '' : (job.description ?? '').replace(/\s+/g, ' ').trim();
  return cutDescription(summary ? `${facts}. ${summary}` : facts);
}
