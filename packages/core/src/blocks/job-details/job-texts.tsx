import type { Job, JobPlatformText } from '@jobboard/schema';
import { SafeHtml } from '../../html/safe-html';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

const PLATFORM_PARTS: readonly (keyof JobPlatformText)[] = ['job', 'function', 'company', 'offer'];

/**
 * The job's text: its own text, or the four platform parts each under a heading. Every part is
 * HTML from the API and goes through the sanitizer. `lang` marks the job's own texts (not the
 * board's headings) when the job is in another language than the board.
 */
export function JobTexts({ job, lang }: { job: Job; lang?: string | undefined }) {
  const { _ } = useBoardI18n();
  if (job.text_type === 'own') {
    return <SafeHtml html={job.text_own} className="jb-job-details__text" lang={lang} />;
  }
  const parts = PLATFORM_PARTS.filter((part) => job.text_platform?.[part]);
  if (parts.length === 0) return null;
  return (
    <div className="jb-job-details__text">
      {parts.map((part) => (
        <section key={part} className={`jb-job-details__part jb-job-details__part--${part}`}>
          <h2>{_(jobDetailsMessages.platformText[part])}</h2>
          <SafeHtml html={job.text_platform?.[part]} lang={lang} />
        </section>
      ))}
    </div>
  );
}
