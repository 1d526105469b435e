/** Account page tabs per role, in display order (product.md §2). */
export const ACCOUNT_TABS = {
  candidate: [
    'dashboard',
    'edit-profile',
    'favorites',
    'job-alerts',
    'resume',
    'job-applications',
    'contact-requests',
  ],
  employer: [
    'dashboard',
    'edit-profile',
    'manage-jobs',
    'job-applicants',
    'tokens',
    'web-shop',
    'contacted-candidates',
    'organisations',
    'client',
  ],
} as const;

export type AccountRole = keyof typeof ACCOUNT_TABS;

export type AccountTab<R extends AccountRole = AccountRole> = (typeof ACCOUNT_TABS)[R][number];

/** Tabs an admin cannot hide: the profile for both roles, and job management for employers. */
const ALWAYS_SHOWN: Readonly<Record<AccountRole, readonly string[]>> = {
  candidate: ['edit-profile'],
  employer: ['edit-profile', 'manage-jobs'],
};

export function canHideAccountTab(role: AccountRole, tab: string): boolean {
  return !ALWAYS_SHOWN[role].includes(tab);
}

/** The tabs a role sees given the tabs an admin hid; hiding a tab that cannot be hidden is ignored. */
export function visibleAccountTabs<R extends AccountRole>(
  role: R,
  hiddenTabs: Iterable<string>,
): AccountTab<R>[] {
  const hidden = new Set(hiddenTabs);
  const tabs: readonly AccountTab<R>[] = ACCOUNT_TABS[role];
  return tabs.filter((tab) => !hidden.has(tab) || !canHideAccountTab(role, tab));
}
