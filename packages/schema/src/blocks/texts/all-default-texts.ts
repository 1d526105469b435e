import { registerDefaultTexts } from './default-text';
import { EN_US_TEXTS } from './en-us';
import { NL_TEXTS } from './nl';
import { RO_TEXTS } from './ro';

/**
 * Makes the default texts of every locale readable at once, for the synchronous block catalogue
 * (the editor, the server, tests): its defaults and `parseBlockSettings` answer for any locale
 * without an await. Renderers that load one block definition at a time leave this module out and
 * load the locale they render (`loadDefaultTexts`).
 */
export function registerAllDefaultTexts(): void {
  registerDefaultTexts('nl', NL_TEXTS);
  registerDefaultTexts('en-US', EN_US_TEXTS);
  registerDefaultTexts('ro', RO_TEXTS);
}
