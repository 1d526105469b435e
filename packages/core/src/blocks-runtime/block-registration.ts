import type { Locale } from '@jobboard/schema';
import type { BlockLoader } from './block-module';
import type { ParsedSettings } from './parsed-settings';

/**
 * A block type as the registry holds it: how to parse its stored settings and how to load its
 * module. Built by `defineBuiltinBlock` or `defineCustomBlock`, which check at the call that
 * the module's settings type is the one the parser returns; here that type is erased so
 * registrations of every type fit in one registry.
 */
export interface BlockRegistration {
  /** The block type id, stored as `Block.name`. */
  readonly type: string;
  /** True for the catalogue's block types, false for an integrator's own. */
  readonly builtin: boolean;
  /**
   * Parses stored settings for a locale; never throws once `loadSettings` (when there is one)
   * has resolved for that locale. The registry's `loaded`, `load` and `preload` wait for both.
   */
  parseSettings(raw: unknown, locale: Locale): ParsedSettings<unknown>;
  /**
   * Loads what `parseSettings` needs for a locale when that is not part of the runtime: a
   * catalogue block type's settings definition and the catalogue's default texts of the locale,
   * which the embed build puts in chunks of their own.
   */
  readonly loadSettings?: ((locale: Locale) => Promise<void>) | undefined;
  readonly load: BlockLoader<unknown>;
}
