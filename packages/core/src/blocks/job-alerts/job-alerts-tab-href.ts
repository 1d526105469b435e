import type { BlockContext } from '../../blocks-runtime/block-context';
import { TAB_QUERY } from '../account/account-tabs';
import { pageLinkHref } from '../shared/page-link';

/** The href of the account page's job alerts tab, or `null` when the site has no account page. */
export function jobAlertsTabHref(
  context: Pick<BlockContext, 'site' | 'locale' | 'defaultLocale' | 'href'>,
): string | null {
  return pageLinkHref(context, 'p-account', { query: { [TAB_QUERY]: 'job-alerts' } });
}
