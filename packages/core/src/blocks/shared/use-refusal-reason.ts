import { isApiError } from '@jobboard/client';
import { useContext, useEffect, useState } from 'react';
import { BoardI18nContext } from '../../i18n/board-i18n-context';
import type { BoardI18n } from '../../i18n/create-i18n';

/** Whether `error` is a refusal (4xx) that may carry a reason to show. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status < 500;
}

/**
 * A refusal's reason (spec §8: a 400's text; another refusal's when the catalog knows it), for
 * a part that shows its own could-not text first: '' for anything else. The module that reads
 * it, and the catalog part with the API's texts (the account part: 'Favourite not found',
 * 'This job is not published on this job board.'), load only now, so a block's chunk and the
 * first catalog do without them.
 */
export async function refusalReason(error: unknown, board: BoardI18n | null): Promise<string> {
  if (!board || !isRefusal(error)) return '';
  try {
    const [{ apiErrorText }] = await Promise.all([
      import('../job-details/api-error-text'),
      board.loadPart('account'),
    ]);
    return apiErrorText(error, board.i18n, '');
  } catch {
    return '';
  }
}

/** {@link refusalReason} of a failed read, as it renders: '' until known. */
export function useRefusalReason(error: unknown): string {
  const board = useContext(BoardI18nContext);
  const [reason, setReason] = useState<{ error: unknown; text: string } | null>(null);
  const refused = isRefusal(error);
  useEffect(() => {
    if (!refused) return;
    let live = true;
    void refusalReason(error, board).then((text) => {
      if (live) setReason({ error, text });
    });
    return () => {
      live = false;
    };
  }, [refused, error, board]);
  return refused && reason && reason.error === error ? reason.text : '';
}
