import type { ReactNode } from 'react';
import type { BlockRuntime } from './block-runtime';
import { BlockRuntimeReactContext } from './block-runtime-react-context';

export interface BlockRuntimeProviderProps {
  /** The registry and chunk-error hook; keep the object stable between renders. */
  value: BlockRuntime;
  children?: ReactNode;
}

/** Provides the block registry to the `<BlockRenderer>`s and `<PageBlocks>` below. */
export function BlockRuntimeProvider({ value, children }: BlockRuntimeProviderProps) {
  return <BlockRuntimeReactContext value={value}>{children}</BlockRuntimeReactContext>;
}
