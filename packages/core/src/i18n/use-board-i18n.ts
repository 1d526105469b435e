import type { SupportedLocale } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useContext } from 'react';
import { BoardI18nContext } from './board-i18n-context';
import type { BoardI18n } from './create-i18n';

export interface UseBoardI18nResult {
  i18n: I18n;
  /** Translates a message descriptor or id with the active catalog. */
  _: I18n['_'];
  locale: SupportedLocale;
  setLocale: BoardI18n['setLocale'];
  setCustomTranslations: BoardI18n['setCustomTranslations'];
}

/** The board's i18n; the calling component re-renders when the locale or its texts change. */
export function useBoardI18n(): UseBoardI18nResult {
  const board = useContext(BoardI18nContext);
  if (!board) throw new Error('useBoardI18n() needs a <BoardI18nProvider> above it');
  // Lingui's context changes on every catalog change, which is what makes callers re-render.
  const { i18n, _ } = useLingui();
  return {
    i18n,
    _,
    locale: board.locale,
    setLocale: board.setLocale,
    setCustomTranslations: board.setCustomTranslations,
  };
}
