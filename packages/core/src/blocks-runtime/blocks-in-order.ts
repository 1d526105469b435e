import type { Block } from '@jobboard/schema';

/** A page's blocks by `order`; the same array when it is in order already (the usual case). */
export function blocksInOrder(blocks: readonly Block[]): readonly Block[] {
  for (let index = 1; index < blocks.length; index++) {
    const previous = blocks[index - 1];
    const current = blocks[index];
    if (previous && current && previous.order > current.order) {
      return [...blocks].sort((a, b) => a.order - b.order);
    }
  }
  return blocks;
}
