import type { BlockDefinitionOf, BlockSettingsOf, BlockType } from '@jobboard/schema';
import { preloadHtmlSanitizerForServerHtml } from '../html/html-sanitizer-context';
import type { BlockModule } from './block-module';
import type { BlockRegistration } from './block-registration';
import { catalogueSettings } from './catalogue-settings';
import { eraseRegistration } from './erase-registration';

/** A built-in block type's module: its component, requests and catalogue entry. */
export type BuiltinBlockLoader<Type extends BlockType> = () => Promise<
  BlockModule<BlockSettingsOf<Type>> & { definition?: BlockDefinitionOf<Type> }
>;

/**
 * Registers the component of a catalogue block type. Its settings are parsed with the type's
 * catalogue definition (as `parseBlockSettings` does), which loads lazily along with the module;
 * give `load` a literal dynamic import so bundlers emit one chunk per block type:
 * `defineBuiltinBlock('faq', () => import('./faq/faq-block'))`, where the module exports
 * `component`, when the block reads data `requests`, and its catalogue entry as `definition`
 * (so it travels in the block's chunk; without it the definition loads on its own).
 */
export function defineBuiltinBlock<Type extends BlockType>(
  type: Type,
  load: BuiltinBlockLoader<Type>,
): BlockRegistration {
  // One request for the module, which both the component and the settings come from; a failed
  // load is forgotten so the next one retries. When the page holds sanitized HTML from the
  // server, the sanitizer loads with it: the board hydrates once its blocks have loaded, and a
  // block rendering that HTML must then sanitize at once to match it.
  let pending: ReturnType<BuiltinBlockLoader<Type>> | undefined;
  const loadOnce = () => {
    pending ??= Promise.all([load(), preloadHtmlSanitizerForServerHtml()]).then(
      ([module]) => module,
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const { parseSettings, loadSettings } = catalogueSettings(type, () =>
    loadOnce().then((module) => module.definition),
  );
  return eraseRegistration({ type, builtin: true, parseSettings, loadSettings, load: loadOnce });
}
