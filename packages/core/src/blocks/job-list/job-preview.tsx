import type { Job } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { contentLang } from '../shared/content-lang';
import { JobCard } from '../shared/job-card/job-card';
import { JobTexts } from '../shared/job-texts';
import { pagePath } from '../shared/page-link';

/** The split view's panel: the chosen job with its text and a link to its page. */
export function JobPreview({ job }: { job: Job }) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const path = pagePath(context, 'p-job-details', { detailKey: job.slug });
  return (
    <section className="jb-job-preview" aria-label={_(jobSearchMessages.jobPreview)}>
      <JobCard job={job} big headingLevel={2} />
      {/* The platform parts under their headings, as on the job page: read together, the
          requirements and the offer could not be told apart. */}
      <JobTexts
        job={job}
        className="jb-job-preview__text"
        headingLevel={3}
        lang={contentLang(job.locale, context.locale)}
      />
      {path === null ? null : (
        <a
          className="jb-button"
          href={context.href(path)}
          onClick={(event) => {
            if (
              event.button !== 0 ||
              event.metaKey ||
              event.ctrlKey ||
              event.shiftKey ||
              event.altKey
            ) {
              return;
            }
            event.preventDefault();
            context.navigate(path);
          }}
        >
          {_(jobSearchMessages.openJob)}
        </a>
      )}
    </section>
  );
}
