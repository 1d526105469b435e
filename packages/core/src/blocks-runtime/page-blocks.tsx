import type { Page } from '@jobboard/schema';
import { useContext, useMemo } from 'react';
import { renderBlock } from './block-renderer';
import { blocksInOrder } from './blocks-in-order';
import { ServerBlockGuardContext } from './server-block-guard';
import { useBlockContext } from './use-block-context';
import { useBlockRuntime } from './use-block-runtime';

export interface PageBlocksProps {
  page: Page;
}

/**
 * A page's blocks in their `order`, each rendered as `<BlockRenderer>` renders it (keyed by the
 * block's id), with the context and runtime read once for the page rather than once per block.
 */
export function PageBlocks({ page }: PageBlocksProps) {
  const blocks = useMemo(() => blocksInOrder(page.blocks), [page.blocks]);
  const context = useBlockContext();
  const runtime = useBlockRuntime();
  const guard = useContext(ServerBlockGuardContext);
  return <>{blocks.map((block) => renderBlock(block, context, runtime, block.id, guard))}</>;
}
