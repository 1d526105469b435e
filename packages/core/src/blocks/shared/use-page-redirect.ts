import { useContext, useEffect } from 'react';
import { PageStatusContext } from '../../blocks-runtime/page-status-context';

/**
 * Sends the page to `target` once it is known, replacing the address (null: stays). A server
 * render runs no effects: it answers with a redirect there (reported while rendering; the report
 * only records, so rendering twice is harmless).
 */
export function usePageRedirect(
  target: string | null,
  navigate: (href: string, options: { replace: true }) => void,
): void {
  const status = useContext(PageStatusContext);
  if (target) status?.redirect?.(target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each address to leave
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);
}
