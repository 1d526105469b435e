import type { Job } from '@jobboard/schema';
import { useContext } from 'react';
import { PageStatusContext } from '../../blocks-runtime/page-status-context';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { FormatSettingsContext } from '../../format/format-settings-context';
import { HtmlSanitizerContext } from '../../html/sanitizer-context';

/**
 * Reports the job's schema.org `JobPosting` data while a server renders its page, so the
 * document's head carries it for search engines. It reports while rendering, as
 * useDetailSubject does (a server render runs no effects); the browser collects nothing, and
 * the editor's example job is never reported.
 */
export function useJobPostingData(
  job: Job,
  { anonymous, preview }: { anonymous: boolean; preview: boolean },
) {
  const status = useContext(PageStatusContext);
  const sanitize = useContext(HtmlSanitizerContext);
  const { currency } = useContext(FormatSettingsContext);
  const site = useBlockContext().settings;
  if (preview || !status?.job || !sanitize) return;
  status.job(job, {
    anonymous,
    hideJobDates: site.hideJobDates,
    hideJobDescription: site.hideJobDescription,
    currency: currency || 'EUR',
    sanitize,
  });
}
