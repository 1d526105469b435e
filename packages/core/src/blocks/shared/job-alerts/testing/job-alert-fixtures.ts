import type { Page, SiteConfig } from '@jobboard/schema';
import { buildSegment, buildSegmentGroup } from '../../../../../../schema/src/entities/fixtures';
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

/**
 * A configuration with three job categories: Bachelor (11) and Master (13) in Education (1), ICT
 * (12) in Industry (2); and a group of candidate categories only, which alerts do not offer.
 */
export const JOB_ALERT_CONFIG: Partial<SiteConfig> = {
  segments_groups: [
    buildSegmentGroup({ name: 'Education' }),
    buildSegmentGroup({ id: 2, key: 'industry', name: 'Industry' }),
    buildSegmentGroup({ id: 3, key: 'skills', name: 'Skills', jobs: false }),
  ],
  segments: [
    buildSegment(),
    buildSegment({ id: 12, key: 'ict', name: 'ICT', segments_group_id: 2, group_key: 'industry' }),
    buildSegment({ id: 13, key: 'master', name: 'Master' }),
    buildSegment({ id: 14, key: 'typing', name: 'Typing', segments_group_id: 3, jobs: false }),
  ],
};
