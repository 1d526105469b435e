import { useLingui } from '@lingui/react';
import { useContext, useEffect, useRef, useState } from 'react';
import { BoardI18nContext } from './board-i18n-context';
import type { CatalogPart } from './load-catalog-part';

/**
 * Whether a catalog part's texts are in the board's active catalog, loading them (once `wanted`
 * is true) when they are not: a lazily loaded component of the part renders once this is true,
 * so it never shows message ids. Stays true across locale switches (they load the part first). A
 * failed load is passed to `onError`; wanting the part again (after `wanted` was false) retries.
 */
export function useCatalogPart(
  part: CatalogPart,
  wanted = true,
  onError?: (error: unknown) => void,
): boolean {
  const board = useContext(BoardI18nContext);
  if (!board) throw new Error('useCatalogPart() needs a <BoardI18nProvider> above it');
  // Re-renders the caller when the catalog changes, the part's arrival included.
  useLingui();
  const [, setLoaded] = useState(0);
  const reportError = useRef(onError);
  reportError.current = onError;
  useEffect(() => {
    if (!wanted || board.hasPart(part)) return;
    let live = true;
    board.loadPart(part).then(
      () => {
        if (live) setLoaded((count) => count + 1);
      },
      (error: unknown) => {
        if (live) reportError.current?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [board, part, wanted]);
  return board.hasPart(part);
}
