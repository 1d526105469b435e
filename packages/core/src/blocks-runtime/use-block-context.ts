import { useContext } from 'react';
import type { BlockContext } from './block-context';
import { BlockReactContext } from './block-react-context';

/** The block context of the board; throws without a `<BlockContextProvider>` above. */
export function useBlockContext(): BlockContext {
  const context = useContext(BlockReactContext);
  if (!context) throw new Error('useBlockContext() needs a <BlockContextProvider> above it');
  return context;
}
