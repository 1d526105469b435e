import type { BlockSettingsOf, Job } from '@jobboard/schema';
import { useContext, useEffect, useRef } from 'react';
import { jobEventPayload } from '../../analytics/job-event-payload';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardTheme } from '../../theme/use-board-theme';
import { contentLang } from '../shared/content-lang';
import { JobTexts } from '../shared/job-texts';
import { SessionRoleContext } from '../shared/session-role-context';
import { ApplyAction } from './apply-action';
import { BackButton } from './back-button';
import { JobFacts } from './job-facts';
import { OrganisationCard } from './organisation-card';
import { RelatedJobs } from './related-jobs';
import { SegmentsCard } from './segments-card';
import { useJobPostingData } from './use-job-posting-data';

export interface JobDetailsViewProps {
  job: Job;
  settings: BlockSettingsOf<'job-details'>;
  /** The editor's example job: no analytics, no related jobs, an apply form that sends nothing. */
  preview: boolean;
}

/** One job: header with facts and the apply action, its text, organisation and segment cards. */
export function JobDetailsView({ job, settings, preview }: JobDetailsViewProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const theme = useBoardTheme();
  const site = context.settings;
  // Anonymous jobs hide their organisation from guests; logged-in visitors see it (spec §6).
  const anonymous = site.anonymizeJobs && role === 'guest';
  useJobPostingData(job, { anonymous, preview });
  const organisationName = anonymous
    ? ''
    : job.organisation_name || job.organisation?.name || job.client?.name || '';
  const logo =
    (!anonymous && job.show_logo ? job.logo || job.organisation?.logo : null) ||
    theme.defaultImage('job');
  const organisation = anonymous || settings.hideOrganisationCard ? undefined : job.organisation;
  const showSegments = !settings.hideSegmentsCard;
  // The job's own title and texts, in its language when that is not the board's.
  const lang = contentLang(job.locale, context.locale);

  // One view per job shown: a refetched copy of the same job is not a new view.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (preview || viewed.current === job.uuid) return;
    viewed.current = job.uuid;
    context.emit('job_view', jobEventPayload(job));
  }, [context, job, preview]);

  return (
    <article className="jb-job-details jb-contained">
      {preview ? (
        <p className="jb-job-details__notice">{_(jobDetailsMessages.exampleJob)}</p>
      ) : null}
      {settings.showBackButton ? <BackButton /> : null}
      <header className="jb-job-details__header">
        {logo ? <img className="jb-job-details__logo" src={logo} alt="" /> : null}
        <div className="jb-job-details__heading">
          <h1 className="jb-job-details__title" lang={lang}>
            {job.title}
          </h1>
          {organisationName ? (
            <p className="jb-job-details__organisation">{organisationName}</p>
          ) : null}
          <JobFacts job={job} showFlag={settings.displayCountryFlag} />
        </div>
        <div className="jb-job-details__apply">
          <ApplyAction job={job} settings={settings} preview={preview} />
        </div>
      </header>
      <div className="jb-job-details__layout">
        <div className="jb-job-details__main">
          {!site.hideJobDescription && job.description ? (
            <p className="jb-job-details__lead" lang={lang}>
              {job.description}
            </p>
          ) : null}
          <JobTexts job={job} lang={lang} />
        </div>
        {organisation || showSegments ? (
          <aside className="jb-job-details__aside">
            {organisation ? <OrganisationCard organisation={organisation} /> : null}
            {showSegments ? <SegmentsCard job={job} /> : null}
          </aside>
        ) : null}
      </div>
      {settings.showRelatedJobs && !preview ? (
        <RelatedJobs job={job} count={settings.relatedJobsCount} locale={context.locale} />
      ) : null}
    </article>
  );
}
