import type { AccountRole, User } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lazyModule } from '../../shell/lazy-module';
import { accountTabHref, type BuiltAccountTab } from './account-tabs';
import { LazyTab } from './lazy-tab';
import { profileProgress } from './profile-progress';
import { useJobAlertsList } from './use-job-alerts-list';
import { useOwnResume } from './use-own-resume';

export interface DashboardTabProps {
  /** The tabs shown: the dashboard links to the others. */
  tabs: readonly BuiltAccountTab[];
  role: AccountRole;
  user: User;
  context: Pick<
    BlockContext,
    'href' | 'route' | 'client' | 'config' | 'site' | 'locale' | 'defaultLocale'
  >;
  example: boolean;
}

/**
 * The overview: for a candidate, how complete their profile is with links to what completes it;
 * then a link to each other tab with a line on what it holds.
 */
const candidateActivity = lazyModule(() => import('./candidate-activity'));

export function DashboardTab({ tabs, role, user, context, example }: DashboardTabProps) {
  const { _ } = useBoardI18n();
  const summary = (tab: Exclude<BuiltAccountTab, 'dashboard'>) =>
    tab === 'favorites'
      ? _(
          accountPageMessages.favouritesSummary(
            _(accountPageMessages.savedJobs(user.favourite_jobs.length)),
            _(accountPageMessages.savedOrganisations(user.favourite_organisations.length)),
          ),
        )
      : tab === 'job-alerts'
        ? _(accountPageMessages.jobAlertsSummary)
        : tab === 'resume'
          ? _(accountPageMessages.resumeSummary)
          : tab === 'contact-requests'
            ? _(accountPageMessages.contactRequestsSummary)
            : tab === 'job-applications'
              ? _(accountPageMessages.jobApplicationsSummary)
              : tab === 'job-applicants'
                ? _(accountPageMessages.jobApplicantsSummary)
                : tab === 'client'
                  ? _(accountPageMessages.clientSummary)
                  : tab === 'tokens'
                    ? _(accountPageMessages.tokensSummary)
                    : tab === 'organisations'
                      ? _(accountPageMessages.organisationsSummary)
                      : tab === 'contacted-candidates'
                        ? _(accountPageMessages.contactedCandidatesSummary)
                        : tab === 'web-shop'
                          ? _(accountPageMessages.webShopSummary)
                          : tab === 'manage-jobs'
                            ? _(accountPageMessages.manageJobsSummary)
                            : _(accountPageMessages.editProfileSummary);
  return (
    <>
      {/* A new account, or a changed address, until its mailed link is used: it says so here. */}
      {user.verified === false ? (
        <p className="jb-account-page__notice">
          {_(
            role === 'candidate'
              ? accountPageMessages.resumeHidden(user.email ?? '')
              : accountPageMessages.confirmEmail(user.email ?? ''),
          )}
        </p>
      ) : null}
      {role === 'candidate' ? (
        <ProfileProgress tabs={tabs} context={context} example={example} />
      ) : null}
      <ul className="jb-account-page__list">
        {tabs.map((tab) =>
          tab === 'dashboard' ? null : (
            <li key={tab} className="jb-account-page__item">
              <div>
                <a href={accountTabHref(context, tab)}>{_(accountPageMessages.tabs[tab])}</a>
                <p>{summary(tab)}</p>
              </div>
            </li>
          ),
        )}
      </ul>
      {/* The candidate's figures and activity: a chunk of their own, none in the editor's example. */}
      {role === 'candidate' && !example ? (
        <LazyTab
          module={candidateActivity}
          render={(loaded) => <loaded.CandidateActivity context={context} />}
        />
      ) : null}
    </>
  );
}

/**
 * A candidate's profile completeness (spec §4: 20 percent, plus 40 with a resume, plus 40 with a
 * job alert) as a progress bar with its text, and links to the tabs that complete it. Shown once
 * both are known; left out when either read fails.
 */
function ProfileProgress({
  tabs,
  context,
  example,
}: Pick<DashboardTabProps, 'tabs' | 'context' | 'example'>) {
  const { _ } = useBoardI18n();
  const own = useOwnResume(example);
  const alerts = useJobAlertsList(context, example);
  if (own.resume === undefined || alerts.alerts === undefined) return null;
  const hasResume = own.resume !== null;
  const hasAlert = alerts.alerts.length > 0;
  const percent = profileProgress(hasResume, hasAlert);
  const next: [BuiltAccountTab, string][] = [];
  if (!hasResume && tabs.includes('resume'))
    next.push(['resume', _(accountPageMessages.addResume)]);
  if (!hasAlert && tabs.includes('job-alerts'))
    next.push(['job-alerts', _(accountPageMessages.addJobAlert)]);
  const text = _(accountPageMessages.profileProgress(percent));
  return (
    <div className="jb-account-page__progress">
      <p>{text}</p>
      <div
        className="jb-account-page__meter"
        role="progressbar"
        aria-label={_(accountPageMessages.profileProgressLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {next.length > 0 ? (
        <p>
          {next.map(([tab, label], index) => (
            <span key={tab}>
              {index > 0 ? ' · ' : null}
              <a href={accountTabHref(context, tab)}>{label}</a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
