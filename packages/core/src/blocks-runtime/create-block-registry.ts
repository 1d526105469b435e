import { BLOCK_TYPES, isBlockType, type Locale } from '@jobboard/schema';
import type { BlockModule } from './block-module';
import type { BlockRegistration } from './block-registration';
import type { BlockReplacements } from './block-replacement';
import { replaceRegistration } from './replace-registration';

export interface CreateBlockRegistryOptions {
  /** The catalogue block types with their components, from `defineBuiltinBlock`. */
  builtins: readonly BlockRegistration[];
  /**
   * The integrator's own block types, from `defineCustomBlock`.
   * @default none
   */
  custom?: readonly BlockRegistration[];
  /**
   * Components or modules that replace those of built-in block types (also of types that
   * `builtins` does not list, which they then add).
   * @default none
   */
  replacements?: BlockReplacements;
  /**
   * Told of a registration left out (a custom type named like a catalogue type, a type given
   * twice): the board then starts without it, as a broken block never takes the page down.
   * @default none: such a registration throws
   */
  onRejected?: (problem: Error) => void;
}

/** The block types a board can render and the cache of their loaded modules. */
export interface BlockRegistry {
  get(type: string): BlockRegistration | undefined;
  has(type: string): boolean;
  /**
   * Loads a block type's module once and what its settings parser needs for `locale` (for
   * catalogue types: its settings definition, once, and the locale's default texts, once per
   * locale); a failed load is forgotten so the next call retries.
   */
  load(type: string, locale: Locale): Promise<BlockModule<unknown>>;
  /**
   * The module of a block type if it has already loaded with its settings parser for `locale`:
   * the renderer's synchronous path.
   */
  loaded(type: string, locale: Locale): BlockModule<unknown> | undefined;
  /**
   * Loads the modules of these types and their settings parsers for `locale` (the board calls
   * it before a page renders, SSR before rendering). Never rejects: unknown types are skipped and
   * a type that fails to load stays unloaded.
   */
  preload(types: Iterable<string>, locale: Locale): Promise<void>;
  /**
   * When the module of a type that is still loading started to load (`Date.now()`), so the
   * block's loading time-out counts from then even if the page rendered later.
   */
  loadingSince(type: string): number | undefined;
}

/**
 * Builds the registry of a board: built-in types, replaced where the integrator replaced them,
 * plus the integrator's own types. A custom type that reuses a catalogue type, or a type registered
 * twice, is a mistake in the board's set-up: it throws, or without it goes to `onRejected`.
 */
export function createBlockRegistry(options: CreateBlockRegistryOptions): BlockRegistry {
  const registrations = new Map<string, BlockRegistration>();
  const reject = (problem: Error) => {
    if (!options.onRejected) throw problem;
    options.onRejected(problem);
  };
  const add = (registration: BlockRegistration) => {
    if (registrations.has(registration.type)) {
      reject(new Error(`Block type "${registration.type}" is registered twice.`));
      return;
    }
    registrations.set(registration.type, registration);
  };
  for (const builtin of options.builtins) add(builtin);
  for (const custom of options.custom ?? []) {
    if (isBlockType(custom.type)) {
      reject(
        new Error(
          `Custom block type "${custom.type}" is a built-in type; replace it through \`replacements\`.`,
        ),
      );
      continue;
    }
    add(custom);
  }
  const modules = new Map<string, BlockModule<unknown>>();
  const pending = new Map<string, Promise<BlockModule<unknown>>>();
  const pendingSince = new Map<string, number>();
  // The settings parsers that have loaded, by type and locale (`settingsKey`).
  const settingsReady = new Set<string>();
  const settingsPending = new Map<string, Promise<void>>();
  const replacements = options.replacements ?? {};
  for (const type of BLOCK_TYPES) {
    const replacement = replacements[type];
    if (!replacement) continue;
    const replaced = replaceRegistration(type, registrations.get(type), replacement);
    registrations.set(type, replaced.registration);
    // A component given as it is needs no load (its settings parser may, per locale).
    if (replaced.module) modules.set(type, replaced.module);
  }

  const loadModule = (registration: BlockRegistration): Promise<BlockModule<unknown>> => {
    const { type } = registration;
    const ready = modules.get(type);
    if (ready) return Promise.resolve(ready);
    let loading = pending.get(type);
    if (!loading) {
      const settled = () => {
        pending.delete(type);
        pendingSince.delete(type);
      };
      loading = registration.load().then(
        (module) => {
          modules.set(type, module);
          settled();
          return module;
        },
        (error: unknown) => {
          settled();
          throw error;
        },
      );
      pending.set(type, loading);
      pendingSince.set(type, Date.now());
    }
    return loading;
  };

  const settingsLoaded = (registration: BlockRegistration, locale: Locale): boolean =>
    !registration.loadSettings || settingsReady.has(settingsKey(registration.type, locale));

  const loadSettings = (registration: BlockRegistration, locale: Locale): Promise<void> => {
    const key = settingsKey(registration.type, locale);
    if (!registration.loadSettings || settingsReady.has(key)) return Promise.resolve();
    let loading = settingsPending.get(key);
    if (!loading) {
      loading = registration.loadSettings(locale).then(
        () => {
          settingsReady.add(key);
          settingsPending.delete(key);
        },
        (error: unknown) => {
          settingsPending.delete(key);
          throw error;
        },
      );
      settingsPending.set(key, loading);
    }
    return loading;
  };

  const load = (type: string, locale: Locale): Promise<BlockModule<unknown>> => {
    const registration = registrations.get(type);
    if (!registration) return Promise.reject(new Error(`Unknown block type "${type}".`));
    // The module counts as loaded once its settings parser is there too, for this locale.
    return Promise.all([loadModule(registration), loadSettings(registration, locale)]).then(
      ([module]) => module,
    );
  };

  return {
    get: (type) => registrations.get(type),
    has: (type) => registrations.has(type),
    load,
    loaded(type, locale) {
      const registration = registrations.get(type);
      return registration && settingsLoaded(registration, locale) ? modules.get(type) : undefined;
    },
    loadingSince: (type) => pendingSince.get(type),
    async preload(types, locale) {
      const known = [...new Set(types)].filter((type) => registrations.has(type));
      await Promise.allSettled(known.map((type) => load(type, locale)));
    },
  };
}

const settingsKey = (type: string, locale: Locale) => `${type}\n${locale}`;
