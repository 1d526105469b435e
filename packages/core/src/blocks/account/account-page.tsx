import type { AccountRole, BlockSettingsOf, User } from '@jobboard/schema';
import { type RefObject, useEffect, useRef } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { EditorNotice } from '../../blocks-runtime/editor-notice';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { activeElementOf } from '../../shell/active-element';
import { useBoardIdPrefix } from '../../shell/board-id';
import { focusQuietly } from '../../shell/focus-heading';
import { lazyModule } from '../../shell/lazy-module';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { accountFormStyles } from '../shared/account-form/account-form-styles';
import { AccountHeader } from './account-header';
import { accountPageStyles } from './account-page-styles';
import { AccountTabNav } from './account-tab-nav';
import {
  type BuiltAccountTab,
  currentAccountTab,
  shownAccountTabs,
  VERIFY_TOKEN_QUERY,
} from './account-tabs';
import { DashboardTab } from './dashboard-tab';
import { EditProfileTab } from './edit-profile-tab';
import { FavouritesTab } from './favourites-tab';
import { LazyTab } from './lazy-tab';
import { useFollowedCompany } from './use-followed-company';

export interface AccountPageProps {
  settings: BlockSettingsOf<'account'>;
  blockId: number;
  context: BlockContext;
  accountRole: AccountRole;
  user: User;
  /** The editor's example account: nothing is sent and the log-out button does nothing. */
  example?: boolean;
}

/**
 * The account of a role: the header, the outcome of the activation link it was opened with, the
 * tab links and the current tab under its heading.
 */
export function AccountPage({
  settings,
  blockId,
  context,
  accountRole: role,
  user,
  example,
}: AccountPageProps) {
  useScopedStyles('account-form', accountFormStyles);
  useScopedStyles('account-page', accountPageStyles);
  const { _ } = useBoardI18n();
  const idPrefix = `${useBoardIdPrefix()}jb-account-${blockId}`;
  const tabs = shownAccountTabs(role, settings, context.settings);
  // edit-profile cannot be hidden: there is always a tab.
  const tab = currentAccountTab(tabs, context.route.query) ?? 'edit-profile';
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnTabChange(tab, section, heading);
  // The activation link's outcome, on the tab the link opened: its code loads only for a page
  // opened with one, and stays once it has taken the token off the address, until the visitor
  // goes to another tab (it said 'Your account is activated.' on every tab).
  const activating = useRef<string | null>(null);
  if (!example && context.route.query.has(VERIFY_TOKEN_QUERY)) activating.current = tab;
  else if (activating.current !== null && activating.current !== tab) activating.current = null;
  const moved = useFollowedCompany(user, role === 'employer' && !example && !context.editor);

  return (
    <section
      ref={section}
      className="jb-account-page jb-contained"
      aria-labelledby={`${idPrefix}-greeting`}
    >
      {example ? <EditorNotice>{_(accountPageMessages.example)}</EditorNotice> : null}
      <AccountHeader
        headingId={`${idPrefix}-greeting`}
        user={user}
        context={context}
        example={example ?? false}
      />
      {/* An alert, read out as it arrives: the employer was removed from their company. */}
      {moved ? (
        <p className="jb-account-page__notice" role="alert">
          {_(accountPageMessages.movedFrom(moved.from, moved.to))}
        </p>
      ) : null}
      {activating.current !== null ? (
        <LazyTab
          module={activationPart}
          render={(part) => <part.AccountActivation context={context} role={role} />}
        />
      ) : null}
      <AccountTabNav tabs={tabs} current={tab} context={context} />
      <div className="jb-account-page__panel">
        <h2 ref={heading} id={`${idPrefix}-tab`} tabIndex={-1}>
          {_(accountPageMessages.tabs[tab])}
        </h2>
        {tab === 'dashboard' ? (
          <DashboardTab
            tabs={tabs}
            role={role}
            user={user}
            context={context}
            example={example ?? false}
          />
        ) : tab === 'edit-profile' ? (
          <EditProfileTab role={role} user={user} context={context} idPrefix={idPrefix} />
        ) : tab === 'favorites' ? (
          <FavouritesTab context={context} example={example ?? false} heading={heading} />
        ) : tab === 'resume' ? (
          <LazyTab
            module={resumeTabs}
            render={(tabs) => <tabs.ResumeTab context={context} example={example ?? false} />}
          />
        ) : tab === 'job-applications' ? (
          <LazyTab
            module={resumeTabs}
            render={(tabs) => (
              <tabs.JobApplicationsTab context={context} example={example ?? false} />
            )}
          />
        ) : tab === 'contact-requests' ? (
          <LazyTab
            module={resumeTabs}
            render={(tabs) => (
              <tabs.ContactRequestsTab context={context} example={example ?? false} />
            )}
          />
        ) : tab === 'manage-jobs' ? (
          <LazyTab
            module={employerTabs}
            render={(tabs) => <tabs.ManageJobsTab context={context} />}
          />
        ) : tab === 'job-applicants' ? (
          <LazyTab
            module={employerTabs}
            render={(tabs) => <tabs.JobApplicantsTab context={context} />}
          />
        ) : tab === 'contacted-candidates' ? (
          <LazyTab
            module={employerTabs}
            render={(tabs) => <tabs.ContactedCandidatesTab context={context} />}
          />
        ) : tab === 'tokens' ? (
          <LazyTab module={employerTabs} render={(tabs) => <tabs.TokensTab context={context} />} />
        ) : tab === 'organisations' ? (
          <LazyTab module={employerTabs} render={(tabs) => <tabs.OrganisationsTab />} />
        ) : tab === 'client' ? (
          <LazyTab module={employerTabs} render={(tabs) => <tabs.ClientTab context={context} />} />
        ) : tab === 'web-shop' ? (
          <LazyTab module={employerTabs} render={(tabs) => <tabs.WebShopTab context={context} />} />
        ) : (
          <LazyTab
            module={jobAlertsTab}
            render={(loaded) => (
              <loaded.JobAlertsTab context={context} example={example ?? false} heading={heading} />
            )}
          />
        )}
      </div>
    </section>
  );
}

/**
 * The candidate's resume, applications and contact requests tabs: a chunk of their own, loaded
 * when opened.
 */
const resumeTabs = lazyModule(() => import('./resume-tabs'));
/** The candidate's job alerts: a chunk of its own (its delete confirmation took the block past 8 KB). */
const jobAlertsTab = lazyModule(() => import('./job-alerts-tab'));
/** The outcome of an activation link: a chunk of its own, as few page views bring one. */
const activationPart = lazyModule(() => import('./account-activation'));

/** The employer's tabs beyond the dashboard and profile: a chunk of their own as well. */
const employerTabs = lazyModule(() => import('./employer-tabs'));

/**
 * After the visitor moves to another tab (a tab link, back or forward: the page's path stays, so
 * the board does not move the focus), the focus goes to the new tab's heading, unless it is
 * elsewhere on the host page.
 */
function useFocusOnTabChange(
  tab: BuiltAccountTab,
  section: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    const element = section.current;
    const target = heading.current;
    if (!element || !target) return;
    const active = activeElementOf(element);
    if (active && active !== element.ownerDocument.body && !element.contains(active)) return;
    focusQuietly(target);
  }, [tab, section, heading]);
}
