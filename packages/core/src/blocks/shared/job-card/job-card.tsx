import type { Job } from '@jobboard/schema';
import type { MouseEvent } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { useFormatters } from '../../../format/use-formatters';
import { jobMessages } from '../../../i18n/messages/job-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { FavouriteToggle } from '../favourite-toggle/favourite-toggle';
import { pagePath } from '../page-link';
import { countryFlag } from './country-flag';
import { jobCardStyles } from './job-card-styles';

export interface JobCardProps {
  job: Job;
  /**
   * `list`: logo beside the text, one row; `card`: stacked, for grids.
   * @default 'list'
   */
  layout?: 'list' | 'card';
  /** A larger logo and title (the "big" preview layouts). @default false */
  big?: boolean;
  /** The level of the title's heading, below the heading of the list around it. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Marks the job shown beside the list in a split view. @default false */
  active?: boolean;
  /**
   * Called instead of navigating on a plain left click (split view); links opened in a new tab
   * still go to the job page.
   * @default undefined (the link goes to the job page)
   */
  onSelect?: (job: Job) => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One job in a list: title linking to the job, organisation, location, salary, hours and dates. */
export function JobCard({
  job,
  layout = 'list',
  big = false,
  headingLevel = 3,
  active = false,
  onSelect,
}: JobCardProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const format = useFormatters();
  useScopedStyles('job-card', jobCardStyles);

  const { settings, config } = context;
  const path = pagePath(context, 'p-job-details', { detailKey: job.slug });
  const href = path === null ? undefined : context.href(path);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    if (onSelect) {
      event.preventDefault();
      onSelect(job);
    } else if (path !== null) {
      event.preventDefault();
      context.navigate(path);
    }
  };

  const showOrganisation = !settings.anonymizeJobs;
  const organisationName = showOrganisation
    ? (job.organisation_name ?? job.organisation?.name ?? job.client?.name ?? '')
    : '';
  const logo = showOrganisation && job.show_logo ? (job.logo ?? job.organisation?.logo) : null;
  const place = job.location_name ?? job.city ?? '';
  const country = job.country_code
    ? config.countries.find((entry) => entry.code.toUpperCase() === job.country_code?.toUpperCase())
    : undefined;
  const flag = countryFlag(job.country_code);
  const salary = format.salary({
    min: job.salary_min,
    max: job.salary_max,
    type: job.salary_type,
  });
  const hours = format.hoursPerWeek({ min: job.hours_min, max: job.hours_max });
  const posted = !settings.hideJobDates && job.from ? format.jobDate(job.from) : '';
  const closes = !settings.hideJobDates && job.till ? format.jobDate(job.till) : '';
  const Heading = `h${headingLevel}` as const;

  const classes = ['jb-job-card', `jb-job-card--${layout}`];
  if (big) classes.push('jb-job-card--big');
  if (job.premium) classes.push('jb-job-card--premium');
  if (active) classes.push('jb-job-card--active');

  return (
    <article className={classes.join(' ')} aria-current={active ? 'true' : undefined}>
      {logo ? <img className="jb-job-card__logo" src={logo} alt="" loading="lazy" /> : null}
      <div className="jb-job-card__body">
        {job.premium ? <span className="jb-job-card__badge">{_(jobMessages.featured)}</span> : null}
        <Heading className="jb-job-card__title">
          <a className="jb-job-card__link" href={href} onClick={onClick}>
            {job.title}
          </a>
        </Heading>
        {organisationName ? <p className="jb-job-card__organisation">{organisationName}</p> : null}
        <ul className="jb-job-card__facts">
          {place || flag ? (
            <li className="jb-job-card__location">
              {flag ? (
                <span role="img" aria-label={country?.name ?? job.country_code ?? ''}>
                  {flag}
                </span>
              ) : null}{' '}
              {place}
            </li>
          ) : null}
          {job.remote ? <li>{_(jobMessages.remote)}</li> : null}
          {salary ? <li className="jb-job-card__salary">{salary}</li> : null}
          {hours ? <li className="jb-job-card__hours">{hours}</li> : null}
          {posted ? <li>{_(jobMessages.postedOn(posted))}</li> : null}
          {closes ? <li>{_(jobMessages.applyBefore(closes))}</li> : null}
        </ul>
        {!settings.hideJobDescription && job.description ? (
          <p className="jb-job-card__description">{job.description}</p>
        ) : null}
      </div>
      {job.id === undefined ? null : (
        <div className="jb-job-card__favourite">
          <FavouriteToggle kind="job" id={job.id} jobUuid={job.uuid} />
        </div>
      )}
    </article>
  );
}
