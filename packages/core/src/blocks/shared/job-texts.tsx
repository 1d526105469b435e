import type { Job, JobPlatformText } from '@jobboard/schema';
import { SafeHtml } from '../../html/safe-html';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

const PLATFORM_PARTS: readonly (keyof JobPlatformText)[] = ['job', 'function', 'company', 'offer'];

export interface JobTextsProps {
  job: Job;
  /** The job's language when it is not the board's (`contentLang`). */
  lang?: string | undefined;
  /** The level of the parts' headings, below the heading the texts sit under. @default 2 */
  headingLevel?: 2 | 3;
  /** @default 'jb-job-details__text' */
  className?: string;
}

/**
 * The job's text: its own text, or the four platform parts each under a heading, on the job page
 * and in the job list's preview alike. Every part is HTML from the API and goes through the
 * sanitizer. `lang` marks the job's own texts (not the board's headings) when the job is in
 * another language than the board.
 */
export function JobTexts({
  job,
  lang,
  headingLevel = 2,
  className = 'jb-job-details__text',
}: JobTextsProps) {
  const { _ } = useBoardI18n();
  if (job.text_type === 'own') {
    return <SafeHtml html={job.text_own} className={className} lang={lang} />;
  }
  const parts = PLATFORM_PARTS.filter((part) => job.text_platform?.[part]);
  if (parts.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={className}>
      {parts.map((part) => (
        <section key={part} className={`jb-job-details__part jb-job-details__part--${part}`}>
          <Heading>{_(jobDetailsMessages.platformText[part])}</Heading>
          <SafeHtml html={job.text_platform?.[part]} lang={lang} />
        </section>
      ))}
    </div>
  );
}
