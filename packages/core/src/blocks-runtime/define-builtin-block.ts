import type { BlockSettingsOf, BlockType } from '@jobboard/schema';
import type { BlockLoader } from './block-module';
import type { BlockRegistration } from './block-registration';
import { catalogueSettings } from './catalogue-settings';
import { eraseRegistration } from './erase-registration';

/**
 * Registers the component of a catalogue block type. Its settings are parsed with the type's
 * catalogue definition (as `parseBlockSettings` does), which loads lazily along with the module;
 * give `load` a literal dynamic import so bundlers emit one chunk per block type:
 * `defineBuiltinBlock('faq', () => import('./faq/faq-block'))`, where the module exports
 * `component` and, when the block reads data, `requests`.
 */
export function defineBuiltinBlock<Type extends BlockType>(
  type: Type,
  load: BlockLoader<BlockSettingsOf<Type>>,
): BlockRegistration {
  const { parseSettings, loadSettings } = catalogueSettings(type);
  return eraseRegistration({ type, builtin: true, parseSettings, loadSettings, load });
}
