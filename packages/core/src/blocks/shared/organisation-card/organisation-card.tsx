import type { Organisation } from '@jobboard/schema';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { collectionMessages } from '../../../i18n/messages/collection-messages';
import { jobMessages } from '../../../i18n/messages/job-messages';
import { searchMessages } from '../../../i18n/messages/search-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { useBoardTheme } from '../../../theme/use-board-theme';
import { BoardAnchor } from '../../featured-jobs/board-anchor';
import { FavouriteToggle } from '../favourite-toggle/favourite-toggle';
import { pagePath } from '../page-link';
import { organisationCardStyles } from './organisation-card-styles';
import { organisationJobCount } from './organisation-job-count';

export interface OrganisationCardProps {
  organisation: Organisation;
  /** Leaves out the link to the organisation's jobs. @default false */
  hideJobsLink?: boolean;
  /** The level of the name's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One organisation: logo (else the site's `organisation` default image), name linking to its page, slogan, its number of jobs and a link to
 * them on the job list, and the favourite toggle.
 */
export function OrganisationCard({
  organisation,
  hideJobsLink = false,
  headingLevel = 3,
}: OrganisationCardProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const theme = useBoardTheme();
  useScopedStyles('organisation-card', organisationCardStyles);
  // The site's `organisation` default image keeps the cards of a grid alike.
  const logo = organisation.logo || theme.defaultImage('organisation');

  const profilePath = pagePath(context, 'p-organisation', { detailKey: organisation.slug });
  const jobsPath = pagePath(context, 'p-job-list', {
    query: { 'match[organisation_id]': organisation.id },
  });
  const jobCount = organisationJobCount(organisation);
  const Heading = `h${headingLevel}` as const;
  const classes = ['jb-organisation-card'];
  if (organisation.premium) classes.push('jb-organisation-card--premium');

  return (
    <article className={classes.join(' ')}>
      {logo ? (
        <img
          className="jb-organisation-card__logo"
          loading="lazy"
          decoding="async"
          src={logo}
          alt=""
        />
      ) : null}
      <div className="jb-organisation-card__body">
        {organisation.premium ? (
          <span className="jb-organisation-card__badge">{_(jobMessages.featured)}</span>
        ) : null}
        <Heading className="jb-organisation-card__name">
          {profilePath === null ? (
            organisation.name
          ) : (
            <BoardAnchor path={profilePath}>{organisation.name}</BoardAnchor>
          )}
        </Heading>
        {organisation.slogan ? (
          <p className="jb-organisation-card__slogan">{organisation.slogan}</p>
        ) : null}
        {jobCount === null ? null : (
          <p className="jb-organisation-card__count">{_(searchMessages.jobCount(jobCount))}</p>
        )}
        {!hideJobsLink && jobsPath !== null ? (
          <BoardAnchor
            path={jobsPath}
            className="jb-organisation-card__jobs"
            label={_(collectionMessages.viewJobsAt(organisation.name))}
          >
            {_(collectionMessages.viewJobs)}
          </BoardAnchor>
        ) : null}
      </div>
      <FavouriteToggle kind="organisation" id={organisation.id} name={organisation.name} />
    </article>
  );
}
