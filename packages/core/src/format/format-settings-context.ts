import { createContext } from 'react';
import type { FormatSettings } from './format-settings';

/**
 * The site's format settings for {@link useFormatters}; render
 * `<FormatSettingsContext value={formatSettingsFrom(settings, config.settings)}>` around the board.
 * Without it the defaults apply (EUR, km, MM/dd/yyyy).
 */
export const FormatSettingsContext = createContext<FormatSettings>({});
