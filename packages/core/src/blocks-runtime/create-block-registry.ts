import { BLOCK_TYPES, isBlockType } from '@jobboard/schema';
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
}

/** The block types a board can render and the cache of their loaded modules. */
export interface BlockRegistry {
  get(type: string): BlockRegistration | undefined;
  has(type: string): boolean;
  /**
   * Loads a block type's module (and its settings definition, for catalogue types) once; a failed
   * load is forgotten so the next call retries.
   */
  load(type: string): Promise<BlockModule<unknown>>;
  /**
   * The module of a block type if it has already loaded with its settings parser: the renderer's
   * synchronous path.
   */
  loaded(type: string): BlockModule<unknown> | undefined;
  /**
   * Loads the modules of these types (SSR calls it before rendering). Never rejects: unknown
   * types are skipped and a type that fails to load stays unloaded.
   */
  preload(types: Iterable<string>): Promise<void>;
}

/**
 * Builds the registry of a board: built-in types, replaced where the integrator replaced them,
 * plus the integrator's own types. Throws on a custom type that reuses a catalogue type or on
 * a type registered twice, as both are mistakes in the board's set-up.
 */
export function createBlockRegistry(options: CreateBlockRegistryOptions): BlockRegistry {
  const registrations = new Map<string, BlockRegistration>();
  const add = (registration: BlockRegistration) => {
    if (registrations.has(registration.type)) {
      throw new Error(`Block type "${registration.type}" is registered twice.`);
    }
    registrations.set(registration.type, registration);
  };
  for (const builtin of options.builtins) add(builtin);
  for (const custom of options.custom ?? []) {
    if (isBlockType(custom.type)) {
      throw new Error(
        `Custom block type "${custom.type}" is a built-in type; replace it through \`replacements\`.`,
      );
    }
    add(custom);
  }
  const modules = new Map<string, BlockModule<unknown>>();
  const pending = new Map<string, Promise<BlockModule<unknown>>>();
  const replacements = options.replacements ?? {};
  for (const type of BLOCK_TYPES) {
    const replacement = replacements[type];
    if (!replacement) continue;
    const replaced = replaceRegistration(type, registrations.get(type), replacement);
    registrations.set(type, replaced.registration);
    // A component given as it is renders at once, unless its settings definition must load.
    if (replaced.module && !replaced.registration.loadSettings) modules.set(type, replaced.module);
  }

  const load = (type: string): Promise<BlockModule<unknown>> => {
    const ready = modules.get(type);
    if (ready) return Promise.resolve(ready);
    const registration = registrations.get(type);
    if (!registration) return Promise.reject(new Error(`Unknown block type "${type}".`));
    let loading = pending.get(type);
    if (!loading) {
      // The module counts as loaded once its settings parser is there too.
      loading = Promise.all([registration.load(), registration.loadSettings?.()]).then(
        ([module]) => {
          modules.set(type, module);
          pending.delete(type);
          return module;
        },
        (error: unknown) => {
          pending.delete(type);
          throw error;
        },
      );
      pending.set(type, loading);
    }
    return loading;
  };

  return {
    get: (type) => registrations.get(type),
    has: (type) => registrations.has(type),
    load,
    loaded: (type) => modules.get(type),
    async preload(types) {
      const known = [...new Set(types)].filter((type) => registrations.has(type));
      await Promise.allSettled(known.map(load));
    },
  };
}
