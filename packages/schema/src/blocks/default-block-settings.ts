import type { Locale } from '../locale';
import { type BlockSettingsOf, blockCatalogue } from './block-catalogue';
import type { BlockType } from './block-types';

/**
 * Every setting of a block type at its default for a locale: texts in that locale (nl texts
 * for locales the catalogue has no texts for). A fresh object on every call.
 */
export function defaultBlockSettings<Type extends BlockType>(
  type: Type,
  locale: Locale,
): BlockSettingsOf<Type> {
  return blockCatalogue[type].defaultSettings(locale);
}
