import type { Page, SiteConfig } from '@jobboard/schema';
import { buildSegment } from '../../../../../../schema/src/entities/fixtures';
import { ACCOUNT_PAGES } from '../../account-form/testing/render-account-block';

function page(id: number, key: string, path: string): Page {
  return { id, key, path: JSON.stringify({ nl: path, 'en-US': path }), settings: [], blocks: [] };
}

/** The account fixture's pages with the job list and the job alert page. */
export const JOB_ALERT_PAGES: Page[] = [
  ...ACCOUNT_PAGES,
  page(8, 'p-job-list', 'job-list'),
  page(9, 'p-manage-job-alert', 'job-alert'),
];

/** A configuration with two job categories: Bachelor (11) and ICT (12). */
export const JOB_ALERT_CONFIG: Partial<SiteConfig> = {
  segments: [
    buildSegment(),
    buildSegment({ id: 12, key: 'ict', name: 'ICT', segments_group_id: 2, group_key: 'industry' }),
  ],
};
