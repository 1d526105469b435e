import { useContext } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { blocksRuntimeMessages } from '../../../i18n/messages/blocks-runtime';
import { collectionMessages } from '../../../i18n/messages/collection-messages';
import { navigationMessages } from '../../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { formatBoardUrl } from '../../../router/board-url';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { BoardAnchor } from '../../featured-jobs/board-anchor';
import { pageLinkHref } from '../page-link';
import { SessionActionsContext, SessionLoadingContext } from '../session-role-context';

const employerJobsLoginStyles = (r: string) => `
${r} .jb-employer-jobs-login__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
}
`;

/**
 * Whether the visitor may not see which jobs an employer posted: a guest of a site that
 * anonymizes jobs (spec §6: anonymous jobs need login). The API lists such a visitor none of an
 * organisation's jobs and leaves an employer's name out of their search. The editor shows what
 * a signed-in visitor sees.
 */
export function employerJobsNeedLogin(
  context: { settings: { anonymizeJobs: boolean }; editor: boolean },
  role: string,
): boolean {
  return context.settings.anonymizeJobs && role === 'guest' && !context.editor;
}

/**
 * What such a visitor sees instead of an employer's jobs (its organisation page, a job search by
 * it): a request to log in, rather than "no jobs", which would not be true. Logged in, the
 * visitor comes back here. While a stored login loads (the role reads guest meanwhile) it says
 * the jobs are loading: a signed-in visitor is not asked to log in. With `allJobsPath` it also
 * links to the board's jobs without the employer (a job list searching by one).
 */
export function EmployerJobsLogin({
  className,
  allJobsPath,
}: {
  className?: string;
  /** A board path of the search without the employer. */
  allJobsPath?: string | undefined;
}) {
  const { _ } = useBoardI18n();
  const context = useBlockContext();
  const sessionActions = useContext(SessionActionsContext);
  const loading = useContext(SessionLoadingContext);
  useScopedStyles('employer-jobs-login', employerJobsLoginStyles);
  const login = pageLinkHref(context, 'p-login');
  const comeBack = () =>
    sessionActions?.returnAfterLogin(
      formatBoardUrl({ path: context.route.path, query: context.route.query }),
    );
  if (loading) {
    return (
      <p className={className} role="status" aria-busy="true">
        {_(blocksRuntimeMessages.loading)}
      </p>
    );
  }
  // A status: it is read out when it takes the place of a list's results.
  return (
    <div className={className} role="status">
      <p>{_(collectionMessages.logInForOrganisationJobs)}</p>
      {login || allJobsPath ? (
        <p className="jb-employer-jobs-login__actions">
          {login ? (
            <a className="jb-button" href={login} onClick={comeBack}>
              {_(navigationMessages.logIn)}
            </a>
          ) : null}
          {allJobsPath ? (
            <BoardAnchor path={allJobsPath} className="jb-button jb-button--plain">
              {_(collectionMessages.viewAllJobs)}
            </BoardAnchor>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
