import type { BlockType } from '@jobboard/schema';
import type { BlockModule } from './block-module';
import type { BlockRegistration } from './block-registration';
import type { BlockReplacement, BlockReplacements } from './block-replacement';
import { catalogueSettings } from './catalogue-settings';

/** A built-in registration with its component replaced; `module` is set when ready at once. */
export interface ReplacedRegistration {
  registration: BlockRegistration;
  module?: BlockModule<unknown>;
}

/**
 * Applies an integrator's replacement to a built-in block type, keeping the catalogue's
 * settings parser. A component without `requests` keeps the built-in module's requests; when
 * the registry has no built-in module for the type, the replacement is the whole block.
 */
export function replaceRegistration(
  type: BlockType,
  builtin: BlockRegistration | undefined,
  replacement: NonNullable<BlockReplacements[BlockType]>,
): ReplacedRegistration {
  // Erasing the settings type is sound: `BlockReplacements` typed the replacement against its
  // type's catalogue settings, which the kept parser returns.
  const erased = replacement as unknown as BlockReplacement<unknown>;
  const base: Omit<BlockRegistration, 'load'> = {
    type,
    builtin: true,
    ...(builtin
      ? { parseSettings: builtin.parseSettings, loadSettings: builtin.loadSettings }
      : catalogueSettings(type)),
  };
  if ('load' in erased) return { registration: { ...base, load: erased.load } };
  const { component, requests } = erased;
  if (requests || !builtin) {
    const module: BlockModule<unknown> = requests ? { component, requests } : { component };
    return { registration: { ...base, load: () => Promise.resolve(module) }, module };
  }
  return {
    registration: {
      ...base,
      load: async () => {
        const original = await builtin.load();
        return original.requests ? { component, requests: original.requests } : { component };
      },
    },
  };
}
