import {
  type BlockDefinitionOf,
  type BlockSettingsOf,
  type BlockType,
  defaultTextsLoaded,
  type Locale,
  loadDefaultTexts,
  parseDefinitionSettings,
} from '@jobboard/schema';
import type { ParsedSettings } from './parsed-settings';

// Definitions never change: one load per block type, shared by every registry and board.
const definitions = new Map<BlockType, BlockDefinitionOf<BlockType>>();
const loading = new Map<BlockType, Promise<void>>();

export interface CatalogueSettings<Type extends BlockType> {
  parseSettings(raw: unknown, locale: Locale): ParsedSettings<BlockSettingsOf<Type>>;
  loadSettings(locale: Locale): Promise<void>;
}

/**
 * The settings parser of a catalogue block type whose definition loads lazily (its own chunk in
 * the embed build): `loadSettings(locale)` loads the definition once and the catalogue's default
 * texts of that locale once (a chunk per locale; `loadDefaultTexts`), then `parseSettings` parses
 * for that locale as `parseBlockSettings` does. The registry calls `loadSettings` along with the
 * module's `load`, for the locale the block renders in.
 */
export function catalogueSettings<Type extends BlockType>(
  type: Type,
  /** The definition as the block's module brings it (built-in modules export `definition`). */
  fromModule?: () => Promise<BlockDefinitionOf<Type> | undefined>,
): CatalogueSettings<Type> {
  return {
    parseSettings(raw, locale) {
      // Stored under its own type by `loadSettings`.
      const definition = definitions.get(type) as BlockDefinitionOf<Type> | undefined;
      if (!definition) {
        throw new Error(`The settings of block type "${type}" are not loaded; load it first.`);
      }
      // Checked here, not only where a default text is read, so a parse never depends on
      // whether the stored settings happen to need a default.
      if (!defaultTextsLoaded(locale)) {
        throw new Error(
          `The settings of block type "${type}" are not loaded for locale "${locale}"; load them first.`,
        );
      }
      return parseDefinitionSettings(definition, raw, locale);
    },
    loadSettings(locale) {
      return Promise.all([loadDefinition(type, fromModule), loadDefaultTexts(locale)]).then(
        () => undefined,
      );
    },
  };
}

function loadDefinition<Type extends BlockType>(
  type: Type,
  fromModule: (() => Promise<BlockDefinitionOf<Type> | undefined>) | undefined,
): Promise<void> {
  if (definitions.has(type)) return Promise.resolve();
  let pending = loading.get(type);
  if (!pending) {
    const fromCatalogue = () =>
      import('./catalogue-definition').then(({ loadBlockDefinition }) => loadBlockDefinition(type));
    pending = (
      fromModule ? fromModule().then((found) => found ?? fromCatalogue()) : fromCatalogue()
    ).then(
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
}
