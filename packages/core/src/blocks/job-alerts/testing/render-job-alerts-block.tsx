import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../../blocks-runtime/block-module';
import {
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../../shared/account-form/testing/render-account-block';
import {
  JOB_ALERT_CONFIG,
  JOB_ALERT_PAGES,
} from '../../shared/job-alerts/testing/job-alert-fixtures';
import * as jobAlertsBlock from '../job-alerts-block';

/**
 * Renders the job alerts block as the account blocks' tests render theirs (a fake API behind the
 * client, the session's contexts), on the job alert page of a site that has the job list and the
 * account page, with two job categories.
 */
export function renderJobAlertsBlock(options: RenderAccountBlockOptions = {}) {
  // The helper renders any block type as the board does; its type parameter names the forms it
  // was written for, and a block's settings type is all it takes from it.
  const module = jobAlertsBlock as unknown as BlockModule<BlockSettingsOf<'account'>>;
  return renderAccountBlock('job-alerts' as 'account', module, {
    pages: JOB_ALERT_PAGES,
    config: JOB_ALERT_CONFIG,
    url: '/job-alert',
    ...options,
  });
}
