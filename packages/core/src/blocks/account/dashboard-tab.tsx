import type { User } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { accountTabHref, type BuiltAccountTab } from './account-tabs';

export interface DashboardTabProps {
  /** The tabs shown: the dashboard links to the others. */
  tabs: readonly BuiltAccountTab[];
  user: User;
  context: Pick<BlockContext, 'href' | 'route'>;
}

/** The overview: a link to each other tab with a line on what it holds. */
export function DashboardTab({ tabs, user, context }: DashboardTabProps) {
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
        : _(accountPageMessages.editProfileSummary);
  return (
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
  );
}
