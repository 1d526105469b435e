import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { lazyModule, useLazyModule } from '../shell/lazy-module';

/**
 * SWR, which blocks read their data with, loads with the first page of blocks rather than with
 * the board's runtime: the board's controller loads it along with the page's block modules.
 */
export const blockDataConfig = lazyModule(() => import('./block-data-config'));

export interface BlockDataProviderProps {
  /** The board's SWR configuration: `provider` giving its one cache, and `fallback`. */
  value: SWRConfiguration;
  children?: ReactNode;
}

/**
 * Gives the blocks below the board's SWR configuration. Until SWR has loaded (error pages, or
 * a render before the controller loaded it) the children render without it, and once it is
 * there they render inside it.
 */
export function BlockDataProvider({ value, children }: BlockDataProviderProps) {
  const loaded = useLazyModule(blockDataConfig);
  if (!loaded) return <>{children}</>;
  const { BlockDataConfig } = loaded;
  return <BlockDataConfig value={value}>{children}</BlockDataConfig>;
}
