import {
  type BlockSettingsOf,
  type BlockType,
  type Locale,
  parseBlockSettings,
} from '@jobboard/schema';
import type { BlockLoader } from './block-module';
import type { BlockRegistration } from './block-registration';
import { eraseRegistration } from './erase-registration';

/**
 * Registers the component of a catalogue block type. Its settings are parsed with the schema
 * catalogue (`parseBlockSettings`); give `load` a literal dynamic import so bundlers emit one
 * chunk per block type: `defineBuiltinBlock('faq', () => import('./faq/faq-block'))`, where the
 * module exports `component` and, when the block reads data, `requests`.
 */
export function defineBuiltinBlock<Type extends BlockType>(
  type: Type,
  load: BlockLoader<BlockSettingsOf<Type>>,
): BlockRegistration {
  return eraseRegistration({
    type,
    builtin: true,
    parseSettings: (raw: unknown, locale: Locale) => parseBlockSettings(type, raw, locale),
    load,
  });
}
