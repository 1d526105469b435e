import { useContext } from 'react';
import type { BlockRuntime } from './block-runtime';
import { BlockRuntimeReactContext } from './block-runtime-react-context';

/** The board's block runtime; throws without a `<BlockRuntimeProvider>` above. */
export function useBlockRuntime(): BlockRuntime {
  const runtime = useContext(BlockRuntimeReactContext);
  if (!runtime) throw new Error('useBlockRuntime() needs a <BlockRuntimeProvider> above it');
  return runtime;
}
