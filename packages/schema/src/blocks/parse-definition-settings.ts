import type { Locale } from '../locale';
import type { BlockSettingProblem } from './block-setting-problem';
import type { BlockType } from './block-types';
import type { BlockDefinition } from './define-block';

// Apart from `parseBlockSettings`, which reads the whole catalogue: renderers that load one block
// type's definition at a time import this module and none of the catalogue. The repair code is
// the definition's own (`defineBlock`), so it loads with the definitions, not with the renderer.

/**
 * `parseBlockSettings` with the block type's definition at hand (from `blockCatalogue` or
 * `loadBlockDefinition`): the same repairs, defaults and problems, for renderers that load one
 * block type's definition at a time.
 */
export function parseDefinitionSettings<Type extends BlockType, Settings extends object>(
  definition: BlockDefinition<Type, Settings>,
  raw: unknown,
  locale: Locale,
): { settings: Settings; problems: BlockSettingProblem[] } {
  return definition.parseSettings(raw, locale);
}
