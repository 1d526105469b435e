import type { BlockContext } from '../../../blocks-runtime/block-context';
import { pageLinkHref, pagePath } from '../page-link';

/** The job alert page's query that names the alert to edit (the account tab's and the mails'). */
export const ALERT_QUERY = 'alert';

/**
 * The `href` of the job alert page editing the alert with `id`, or creating one (from the page's
 * search, here none) without it; `null` when the site has no job alert page.
 */
export function manageJobAlertHref(
  context: Pick<BlockContext, 'site' | 'locale' | 'defaultLocale' | 'href'>,
  id?: number | string,
): string | null {
  return pageLinkHref(
    context,
    'p-manage-job-alert',
    id === undefined ? {} : { query: { [ALERT_QUERY]: id } },
  );
}

/** The board path of the job alert page editing the alert with `id`, or `null` without the page. */
export function manageJobAlertPath(
  context: Pick<BlockContext, 'site' | 'locale' | 'defaultLocale'>,
  id: number | string,
): string | null {
  return pagePath(context, 'p-manage-job-alert', { query: { [ALERT_QUERY]: id } });
}
