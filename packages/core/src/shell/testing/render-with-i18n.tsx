import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BoardI18nProvider } from '../../i18n/board-i18n-provider';
import { createI18n } from '../../i18n/create-i18n';

/** Renders `ui` inside a board i18n of `locale` (English source texts by default). */
export async function renderWithI18n(ui: ReactNode, locale = 'en-US') {
  const board = await createI18n({ locale });
  const wrap = (node: ReactNode) => <BoardI18nProvider value={board}>{node}</BoardI18nProvider>;
  const result = render(wrap(ui));
  return { ...result, board, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
