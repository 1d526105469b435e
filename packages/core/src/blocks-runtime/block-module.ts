import type { Block } from '@jobboard/schema';
import type { ComponentType } from 'react';
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
}

/** Loads a block module, typically `() => import('./job-list-block')`. */
export type BlockLoader<Settings> = () => Promise<BlockModule<Settings>>;
