import { useContext } from 'react';
import { PageStatusContext } from './page-status-context';

/**
 * Reports the title of the detail item a block shows (a job, an organisation, an article, a
 * landing page), so the document is titled with it, and its description where the block has one: a server render puts it in `<title>`, a
 * standalone board (`documentHead`) sets it as the visitor navigates. It reports while
 * rendering, as {@link useDetailNotFound} does: a server render runs no effects, and a report
 * only records or sets the same title again.
 */
export function useDetailSubject(
  title: string | null | undefined,
  description?: string | null,
): void {
  const status = useContext(PageStatusContext);
  if (title) status?.subject(title);
  if (title && description) status?.describe?.(description);
}
