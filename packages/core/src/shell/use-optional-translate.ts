import type { MessageDescriptor } from '@lingui/core';
import { useContext } from 'react';
import { BoardI18nContext } from '../i18n/board-i18n-context';

/**
 * Translates with the board's i18n when there is one, else shows the English source text. For the
 * last-resort screens, which must render even when the failure was the i18n set-up itself.
 */
export function useOptionalTranslate(): (descriptor: MessageDescriptor) => string {
  const board = useContext(BoardI18nContext);
  return (descriptor) => (board ? board.i18n._(descriptor) : (descriptor.message ?? descriptor.id));
}
