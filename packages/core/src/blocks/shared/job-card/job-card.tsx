import type { Job } from '@jobboard/schema';
import { type MouseEvent, useContext } from 'react';
import { translateAround } from '../../../format/message-template';
import { jobMessages } from '../../../i18n/messages/job-messages';
import { isPlainLeftClick } from '../board-link/is-plain-left-click';
import { contentLang } from '../content-lang';
import { FavouritesContext, favouriteButton } from '../favourite-toggle/favourites-context';
import { countryMark } from './country-flag';
import { JobCardList, JobCardListContext } from './job-card-list';
import { SegmentTags } from './segment-tags';

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
   * Called on a plain left click (split view): when it returns true the job was chosen and the
   * link does not navigate; false lets the link go to the job page. Links opened in a new tab
   * always go to the job page.
   * @default undefined (the link goes to the job page)
   */
  onSelect?: (job: Job) => boolean;
}

/**
 * One job in a list: title linking to the job, organisation (not for a guest when the site
 * anonymizes jobs), location, salary, hours, dates, the segments of the groups the site gives a
 * tag style and the description (unless the site hides descriptions). Without a logo it shows
 * the site's `job` default image, if any.
 * Inside a {@link JobCardList} the card takes what it shares with the other cards from there;
 * on its own it brings a list of one.
 */
export function JobCard(props: JobCardProps) {
  const list = useContext(JobCardListContext);
  const favourites = useContext(FavouritesContext);
  if (list === null) {
    return (
      <JobCardList>
        <JobCard {...props} />
      </JobCardList>
    );
  }
  const { job, layout = 'list', big = false, headingLevel = 3, active = false, onSelect } = props;
  const { context, format } = list;
  const { settings } = context;

  const link = list.jobLink?.(job.slug);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    if (onSelect?.(job)) {
      event.preventDefault();
    } else if (link) {
      event.preventDefault();
      context.navigate(link.path);
    }
  };

  // The job's own title and summary, in its language when that is not the board's.
  const lang = contentLang(job.locale, context.locale);
  const showOrganisation = !list.anonymous;
  const organisationName = showOrganisation
    ? (job.organisation_name ?? job.organisation?.name ?? job.client?.name ?? '')
    : '';
  const ownLogo = showOrganisation && job.show_logo ? (job.logo ?? job.organisation?.logo) : null;
  // The site's `job` (else `organisation`) default image keeps the cards of a list aligned.
  const logo = ownLogo || list.theme.defaultImage('job');
  const place = job.location_name ?? job.city ?? '';
  const flag = countryMark(job.country_code, settings.flagsToText);
  const salary = format.salary({
    min: job.salary_min,
    max: job.salary_max,
    type: job.salary_type,
  });
  const hours = format.hoursPerWeek({ min: job.hours_min, max: job.hours_max });
  const posted = !settings.hideJobDates && job.from ? format.jobDate(job.from) : '';
  const closes = !settings.hideJobDates && job.till ? format.jobDate(job.till) : '';
  const Heading = `h${headingLevel}` as const;

  let classes = `jb-job-card jb-job-card--${layout}`;
  if (big) classes += ' jb-job-card--big';
  if (job.premium) classes += ' jb-job-card--premium';
  if (active) classes += ' jb-job-card--active';

  return (
    <article className={classes} aria-current={active ? 'true' : undefined}>
      {logo ? (
        <img
          className={ownLogo ? 'jb-job-card__logo' : 'jb-job-card__logo jb-job-card__logo--default'}
          // Before src: preact sets attributes in this order and a created <img> starts
          // loading when it gets its src, so a later loading="lazy" would come too late.
          loading="lazy"
          decoding="async"
          src={logo}
          alt=""
        />
      ) : null}
      <div className="jb-job-card__body">
        {job.premium ? <span className="jb-job-card__badge">{list.featured}</span> : null}
        <Heading className="jb-job-card__title" lang={lang}>
          <a className="jb-job-card__link" href={link?.href} onClick={onClick}>
            {job.title}
          </a>
        </Heading>
        {organisationName ? <p className="jb-job-card__organisation">{organisationName}</p> : null}
        <ul className="jb-job-card__facts">
          {place || flag ? (
            <li className="jb-job-card__location">
              {flag ? (
                <span
                  role="img"
                  aria-label={
                    (job.country_code && list.countryName(job.country_code)) ??
                    job.country_code ??
                    ''
                  }
                >
                  {flag}
                </span>
              ) : null}
              {/* One text node, not a space and the place. */}
              {` ${place}`}
            </li>
          ) : null}
          {job.remote ? <li>{list.remote}</li> : null}
          {salary ? <li className="jb-job-card__salary">{salary}</li> : null}
          {hours ? <li className="jb-job-card__hours">{hours}</li> : null}
          {posted ? (
            <li>{translateAround(list.i18n, 'posted-on', jobMessages.postedOn, posted)}</li>
          ) : null}
          {closes ? (
            <li>{translateAround(list.i18n, 'apply-before', jobMessages.applyBefore, closes)}</li>
          ) : null}
        </ul>
        <SegmentTags tags={list.segmentTags(job)} className="jb-job-card__tags" />
        {!settings.hideJobDescription && job.description ? (
          <p className="jb-job-card__description" lang={lang}>
            {job.description}
          </p>
        ) : null}
      </div>
      {favourites && job.id !== undefined
        ? favouriteButton({
            favourites,
            kind: 'job',
            id: job.id,
            jobUuid: job.uuid,
            name: job.title,
            className: 'jb-job-card__favourite',
            // A split view's preview (the big card) repeats a card of the list beside it.
            place: big ? 'big' : undefined,
          })
        : null}
    </article>
  );
}
