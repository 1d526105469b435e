import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { BoardI18nContext } from './board-i18n-context';
import type { BoardI18n } from './create-i18n';

export interface BoardI18nProviderProps {
  /** The board's i18n from `createI18n`. */
  value: BoardI18n;
  children?: ReactNode;
}

/**
 * Provides a board's i18n to its tree: Lingui's provider (for `<Trans>`, `useLingui` and the
 * macros), which re-renders the tree when the locale or custom texts change, plus the board's
 * locale switching for {@link useBoardI18n}.
 */
export function BoardI18nProvider({ value, children }: BoardI18nProviderProps) {
  return (
    <BoardI18nContext value={value}>
      <I18nProvider i18n={value.i18n}>{children}</I18nProvider>
    </BoardI18nContext>
  );
}
