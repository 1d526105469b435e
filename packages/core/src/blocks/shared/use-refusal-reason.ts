import { isApiError } from '@jobboard/client';
import { useEffect, useState } from 'react';
import { useBoardI18n } from '../../i18n/use-board-i18n';

/**
 * A refused read's reason (spec §8: a 400's text; another refusal's when the catalog knows it),
 * for a block that shows its own could-not text first: '' until known, and for server
 * failures, time-outs and network errors. The module that reads it loads only when a refusal
 * comes: it brings the catalog's lookup of API texts, which a block's chunk does without.
 */
export function useRefusalReason(error: unknown): string {
  const { i18n } = useBoardI18n();
  const [reason, setReason] = useState<{ error: unknown; text: string } | null>(null);
  const refused = isApiError(error) && error.kind === 'http' && error.status < 500;
  useEffect(() => {
    if (!refused) return;
    let live = true;
    import('../job-details/api-error-text')
      .then(({ apiErrorText }) => {
        if (live) setReason({ error, text: apiErrorText(error, i18n, '') });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refused, error, i18n]);
  return refused && reason?.error === error ? reason.text : '';
}
