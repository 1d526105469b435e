import {
  type AccountRole,
  type BlockSettingsOf,
  favouritesEnabled,
  type SiteSettings,
  visibleAccountTabs,
} from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';

/** The account tabs this block has; the other tabs of the catalogue are left out of its list. */
export type BuiltAccountTab =
  | 'dashboard'
  | 'edit-profile'
  | 'favorites'
  | 'job-alerts'
  | 'resume'
  | 'job-applications'
  | 'contact-requests'
  | 'manage-jobs'
  | 'job-applicants'
  | 'web-shop'
  | 'contacted-candidates'
  | 'organisations'
  | 'client'
  | 'tokens';

const BUILT: ReadonlySet<string> = new Set<BuiltAccountTab>([
  'dashboard',
  'edit-profile',
  'favorites',
  'job-alerts',
  'resume',
  'job-applications',
  'contact-requests',
  'manage-jobs',
  'job-applicants',
  'web-shop',
  'contacted-candidates',
  'organisations',
  'client',
  'tokens',
]);

/** The route query that names the current tab. */
export const TAB_QUERY = 'tab';

/**
 * The account page's query key that carries the token of the activation mail's link (spec §7
 * `POST /verify`); the server's accounts/account-activation.ts writes it after the link's `role`:
 * a guest sent to login keeps only the first query key besides `layout` (`loginQuery`), which
 * opens the login form on that role; the remembered path brings the token back after login.
 */
export const VERIFY_TOKEN_QUERY = 'verify_token';

/**
 * The tabs a role sees, in the catalogue's order: those the block has, less those the admin hid
 * in the block's settings or the site's (`hiddenCandidateTabs`, `hiddenEmployerTabs`; edit-profile
 * cannot be hidden), and favourites only while the site has them on.
 */
export function shownAccountTabs(
  role: AccountRole,
  settings: BlockSettingsOf<'account'>,
  site: Pick<
    SiteSettings,
    'allowCandidate' | 'enableFavourites' | 'hiddenCandidateTabs' | 'hiddenEmployerTabs'
  >,
): BuiltAccountTab[] {
  const hidden: string[] =
    role === 'candidate'
      ? [...settings.hiddenCandidateTabs, ...site.hiddenCandidateTabs]
      : [...settings.hiddenEmployerTabs, ...site.hiddenEmployerTabs];
  return visibleAccountTabs(role, hidden).filter(
    (tab): tab is BuiltAccountTab =>
      BUILT.has(tab) && (tab !== 'favorites' || favouritesEnabled(site)),
  );
}

/** The tab the route's `tab` query names, else the first tab shown. */
export function currentAccountTab(
  tabs: readonly BuiltAccountTab[],
  query: URLSearchParams,
): BuiltAccountTab | undefined {
  const wanted = query.get(TAB_QUERY);
  return tabs.find((tab) => tab === wanted) ?? tabs[0];
}

/** The query keys of the board rather than of a tab: they stay on the tabs' links. */
const BOARD_QUERY_KEYS = ['host', 'layout'];

/**
 * The `href` of a tab: this page with `tab` set, so a tab has a URL of its own and back and
 * forward move between tabs. The board's query (the editor layout, a host named in the URL)
 * stays; a tab's own (an open job form's `job`, a list's page, status or search) does not.
 */
export function accountTabHref(
  context: Pick<BlockContext, 'href' | 'route'>,
  tab: BuiltAccountTab,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of context.route.query) {
    if (BOARD_QUERY_KEYS.includes(key)) query.append(key, value);
  }
  query.set(TAB_QUERY, tab);
  return context.href({ path: context.route.path, query });
}
