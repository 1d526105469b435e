import {
  array,
  assign,
  boolean,
  type Infer,
  integer,
  literal,
  nullable,
  optional,
  record,
  string,
  type,
  unknown,
} from 'superstruct';

/**
 * The settings of one block in one locale. `settings` stays a plain record here: each block type's
 * catalogue struct validates it (and fills defaults) when the block renders.
 */
export const BlockSettings = type({
  id: optional(integer()),
  block_id: integer(),
  /** Uppercased locale code, e.g. `NL`, `EN-US` (see `toSettingsLocale`). */
  locale: string(),
  settings: record(string(), unknown()),
  version: integer(),
  isGlobal: boolean(),
});
export type BlockSettings = Infer<typeof BlockSettings>;

/** A block placed on a page (or kept as a preset), with its settings per locale. */
export const Block = type({
  id: integer(),
  /** Block name plus a suffix; global blocks share their settings across pages by this key. */
  key: string(),
  /** The block type id, e.g. `navbar`. */
  name: string(),
  order: integer(),
  page_id: nullable(integer()),
  isGlobal: boolean(),
  isPreset: boolean(),
  /** One entry per locale; a read for one locale holds one. */
  settings: array(BlockSettings),
  settingsId: optional(integer()),
  settingsVersion: optional(integer()),
  custom_styles: optional(string()),
  blockGroup: optional(string()),
  icon: optional(string()),
});
export type Block = Infer<typeof Block>;

/** A saved block stored per site and inserted like any block. */
export const BlockPreset = assign(Block, type({ isPreset: literal(true), site_id: integer() }));
export type BlockPreset = Infer<typeof BlockPreset>;
