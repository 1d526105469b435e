import type { Page } from '@jobboard/schema';
import { useMemo } from 'react';
import { BlockRenderer } from './block-renderer';
import { blocksInOrder } from './blocks-in-order';

export interface PageBlocksProps {
  page: Page;
}

/** A page's blocks in their `order`, each rendered by `<BlockRenderer>`. */
export function PageBlocks({ page }: PageBlocksProps) {
  const blocks = useMemo(() => blocksInOrder(page.blocks), [page.blocks]);
  return (
    <>
      {blocks.map((block) => (
        <BlockRenderer key={block.id} block={block} />
      ))}
    </>
  );
}
