import {
  type BlockDefinitionOf,
  type BlockSettingsOf,
  type BlockType,
  type Locale,
  loadBlockDefinition,
  parseDefinitionSettings,
} from '@jobboard/schema';
import type { ParsedSettings } from './parsed-settings';

// Definitions never change: one load per block type, shared by every registry and board.
const definitions = new Map<BlockType, BlockDefinitionOf<BlockType>>();
const loading = new Map<BlockType, Promise<void>>();

export interface CatalogueSettings<Type extends BlockType> {
  parseSettings(raw: unknown, locale: Locale): ParsedSettings<BlockSettingsOf<Type>>;
  loadSettings(): Promise<void>;
}

/**
 * The settings parser of a catalogue block type whose definition loads lazily (its own chunk in
 * the embed build): `loadSettings` loads it once, then `parseSettings` parses as
 * `parseBlockSettings` does. The registry calls `loadSettings` along with the module's `load`.
 */
export function catalogueSettings<Type extends BlockType>(type: Type): CatalogueSettings<Type> {
  return {
    parseSettings(raw, locale) {
      // Stored under its own type by `loadSettings`.
      const definition = definitions.get(type) as BlockDefinitionOf<Type> | undefined;
      if (!definition) {
        throw new Error(`The settings of block type "${type}" are not loaded; load it first.`);
      }
      return parseDefinitionSettings(definition, raw, locale);
    },
    loadSettings() {
      if (definitions.has(type)) return Promise.resolve();
      let pending = loading.get(type);
      if (!pending) {
        pending = loadBlockDefinition(type).then(
          (definition) => {
            definitions.set(type, definition);
            loading.delete(type);
          },
          (error: unknown) => {
            // A failed chunk is forgotten so the next load retries, like the block's module.
            loading.delete(type);
            throw error;
          },
        );
        loading.set(type, pending);
      }
      return pending;
    },
  };
}
