import { createContext } from 'react';
import type { BoardI18n } from './create-i18n';

export const BoardI18nContext = createContext<BoardI18n | null>(null);
