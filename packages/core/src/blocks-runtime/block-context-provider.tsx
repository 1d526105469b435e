import type { ReactNode } from 'react';
import type { BlockContext } from './block-context';
import { BlockReactContext } from './block-react-context';

export interface BlockContextProviderProps {
  /** What the blocks below see; keep the object stable between renders when nothing changed. */
  value: BlockContext;
  children?: ReactNode;
}

/** Provides the block context to the blocks below (read it with `useBlockContext`). */
export function BlockContextProvider({ value, children }: BlockContextProviderProps) {
  return <BlockReactContext value={value}>{children}</BlockReactContext>;
}
