import type { Block } from '@jobboard/schema';
import type { ComponentType } from 'react';
import type { CatalogPart } from '../i18n/load-catalog-part';
import type { BlockContext } from './block-context';
import type { DataRequest } from './data-request';

/** What a block's component receives. */
export interface BlockProps<Settings> {
  /** The block's settings for the board's locale, parsed and filled with defaults. */
  readonly settings: Settings;
  readonly block: Block;
  readonly context: BlockContext;
}

/** The module of one block type, loaded lazily (one chunk per block type). */
export interface BlockModule<Settings> {
  component: ComponentType<BlockProps<Settings>>;
  /**
   * The data the block reads with `useBlockData`, from its settings and context; the server
   * prefetches these for SSR under the same keys.
   * @default no requests
   */
  requests?: (settings: Settings, context: BlockContext) => readonly DataRequest<unknown>[];
  /**
   * The catalog part with the block's texts (lingui.config.ts), which the board loads with the
   * module before the page renders, on the server too, so a first render has them.
   * @default none: the block's texts are in the catalog every board loads first
   */
  catalogPart?: CatalogPart | undefined;
}

/** Loads a block module, typically `() => import('./job-list-block')`. */
export type BlockLoader<Settings> = () => Promise<BlockModule<Settings>>;
