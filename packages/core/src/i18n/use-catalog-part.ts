import { useLingui } from '@lingui/react';
import { useContext, useEffect, useState } from 'react';
import { BoardI18nContext } from './board-i18n-context';
import type { CatalogPart } from './load-catalog-part';

/**
 * Whether a catalog part's texts are in the board's active catalog, loading them (once `wanted`
 * is true) when they are not: a lazily loaded component of the part renders once this is true,
 * so it never shows message ids. Stays true across locale switches (they load the part first).
 */
export function useCatalogPart(part: CatalogPart, wanted = true): boolean {
  const board = useContext(BoardI18nContext);
  if (!board) throw new Error('useCatalogPart() needs a <BoardI18nProvider> above it');
  // Re-renders the caller when the catalog changes, the part's arrival included.
  useLingui();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!wanted || board.hasPart(part)) return;
    let live = true;
    board.loadPart(part).then(
      () => {
        if (live) setLoaded((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [board, part, wanted]);
  return board.hasPart(part);
}
