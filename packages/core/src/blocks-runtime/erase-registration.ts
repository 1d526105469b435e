import type { Locale } from '@jobboard/schema';
import type { BlockLoader } from './block-module';
import type { BlockRegistration } from './block-registration';
import type { ParsedSettings } from './parsed-settings';

/** A registration before its settings type is erased. */
export interface TypedRegistration<Settings> {
  readonly type: string;
  readonly builtin: boolean;
  parseSettings(raw: unknown, locale: Locale): ParsedSettings<Settings>;
  readonly loadSettings?: ((locale: Locale) => Promise<void>) | undefined;
  readonly load: BlockLoader<Settings>;
}

/**
 * Erases the settings type of a registration. Sound because the renderer only ever passes a
 * module the settings that the same registration's `parseSettings` returned.
 */
export function eraseRegistration<Settings>(
  registration: TypedRegistration<Settings>,
): BlockRegistration {
  return registration as unknown as BlockRegistration;
}
