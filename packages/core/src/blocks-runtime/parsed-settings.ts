import type { BlockSettingProblem } from '@jobboard/schema';

/** A block's settings after parsing: valid values, and what had to be repaired on the way. */
export interface ParsedSettings<Settings> {
  readonly settings: Settings;
  /** Empty when the stored settings were valid. */
  readonly problems: readonly BlockSettingProblem[];
}
