import { useContext } from 'react';
import { PageStatusContext } from './page-status-context';

/**
 * Reports that the detail item a block shows does not exist (spec: 404 'Page not found' for an
 * empty detail result), so a server render answers HTTP 404 with the page, and the document is
 * titled with `title` (the view's 'Page not found'), not with the detail page's own title. Call
 * it in the component that renders the block's not-found view. It reports while rendering,
 * because a server render runs no effects; the report only records, so rendering twice is
 * harmless.
 */
export function useDetailNotFound(title: string): void {
  const status = useContext(PageStatusContext);
  status?.notFound();
  if (title) status?.subject(title);
}
