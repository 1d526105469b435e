import { ACCOUNT_TABS, type AccountTab, canHideAccountTab } from '../../rules/account-tabs';
import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

// edit-profile (both roles) and manage-jobs cannot be hidden, so they are not offered at all.
const HIDEABLE_CANDIDATE_TABS = ACCOUNT_TABS.candidate.filter(
  (tab): tab is Exclude<AccountTab<'candidate'>, 'edit-profile'> =>
    canHideAccountTab('candidate', tab),
);
const HIDEABLE_EMPLOYER_TABS = ACCOUNT_TABS.employer.filter(
  (tab): tab is Exclude<AccountTab<'employer'>, 'edit-profile' | 'manage-jobs'> =>
    canHideAccountTab('employer', tab),
);

export const accountBlock = defineBlock({
  type: 'account',
  title: 'Account',
  description: "The logged-in candidate's or employer's account, one tab per section.",
  group: 'account',
  icon: 'user',
  settings: {
    hiddenCandidateTabs: setting.multiSelect({
      tab: 'configuration',
      title: 'Hidden candidate tabs',
      description: 'The profile tab is always shown.',
      allowed: HIDEABLE_CANDIDATE_TABS,
      default: [],
    }),
    hiddenEmployerTabs: setting.multiSelect({
      tab: 'configuration',
      title: 'Hidden employer tabs',
      description: 'The profile and job management tabs are always shown.',
      allowed: HIDEABLE_EMPLOYER_TABS,
      default: [],
    }),
  },
});
