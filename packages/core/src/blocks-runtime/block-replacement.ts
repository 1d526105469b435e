import type { BlockSettingsOf, BlockType } from '@jobboard/schema';
import type { ComponentType } from 'react';
import type { BlockContext } from './block-context';
import type { BlockLoader, BlockProps } from './block-module';
import type { DataRequest } from './data-request';

/**
 * An integrator's replacement for a built-in block type: either a whole module to load, or a
 * component (available at once, no chunk to load) that keeps the built-in's data requests
 * unless it gives its own.
 */
export type BlockReplacement<Settings> =
  | { load: BlockLoader<Settings> }
  | {
      component: ComponentType<BlockProps<Settings>>;
      /** @default the built-in block's requests (its chunk is then loaded to read them) */
      requests?: (settings: Settings, context: BlockContext) => readonly DataRequest<unknown>[];
    };

/** Replacements by built-in block type, each typed with that type's catalogue settings. */
export type BlockReplacements = {
  readonly [Type in BlockType]?: BlockReplacement<BlockSettingsOf<Type>>;
};
