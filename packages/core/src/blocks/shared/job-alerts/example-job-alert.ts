import type { JobAlert, SiteConfig } from '@jobboard/schema';

/**
 * The alert the editor shows where no candidate is logged in: a keyword, a place with a radius,
 * the site's first job category and a daily mail, so every part of the form and the list shows.
 */
export function exampleJobAlert(config: Pick<SiteConfig, 'segments'>, id = 1): JobAlert {
  const category = config.segments.find((segment) => segment.jobs);
  return {
    id,
    search: 'Developer',
    frequency: 'daily',
    city: 'Amsterdam',
    lat: 52.37,
    lon: 4.9,
    range: 25,
    segments: category ? [category.id] : [],
    active: true,
  };
}
