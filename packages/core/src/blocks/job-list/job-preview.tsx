import type { Job } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { SafeHtml } from '../../html/safe-html';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { contentLang } from '../shared/content-lang';
import { JobCard } from '../shared/job-card/job-card';
import { pagePath } from '../shared/page-link';

function jobText(job: Job): string {
  if (job.text_type === 'own') return job.text_own ?? '';
  const parts = job.text_platform;
  return parts
    ? [parts.job, parts.function, parts.company, parts.offer].filter(Boolean).join('')
    : '';
}

/** The split view's panel: the chosen job with its text and a link to its page. */
export function JobPreview({ job }: { job: Job }) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const path = pagePath(context, 'p-job-details', { detailKey: job.slug });
  return (
    <section className="jb-job-preview" aria-label={_(jobSearchMessages.jobPreview)}>
      <JobCard job={job} big headingLevel={2} />
      <SafeHtml
        className="jb-job-preview__text"
        html={jobText(job)}
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
