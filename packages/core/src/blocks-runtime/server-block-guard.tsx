import type { Block } from '@jobboard/schema';
import { createContext, type ReactNode } from 'react';
import type { BlockContext } from './block-context';
import { LazyBlockErrorNotice } from './lazy-editor-notices';

/**
 * A server render's record of its blocks. `renderToString` has no error boundaries: a block that
 * throws fails the whole render. Each block marks itself as it starts rendering (blocks of a page
 * render one after another), so the render that failed names the block to blame, and the render
 * is done again with that block left out ({@link renderWithoutFailingBlocks}).
 */
export interface ServerBlockGuard {
  /** The id of the block rendering last, or `null` before the first. */
  current: Block['id'] | null;
  /** The blocks left out, with what they threw. */
  readonly failed: Map<Block['id'], unknown>;
}

export const ServerBlockGuardContext = createContext<ServerBlockGuard | null>(null);

export function createServerBlockGuard(): ServerBlockGuard {
  return { current: null, failed: new Map() };
}

interface GuardedBlockProps {
  guard: ServerBlockGuard;
  block: Block;
  editor: boolean;
  children?: ReactNode;
}

/**
 * One block in a server render: marks it as rendering, and renders nothing in place of a block
 * that failed an earlier attempt (the editor layout names it and its error, as in the browser).
 * It adds no element and has one child, so the ids `useId` gives inside stay the same.
 */
export function GuardedBlock({ guard, block, editor, children }: GuardedBlockProps) {
  guard.current = block.id;
  if (!guard.failed.has(block.id)) return children;
  return editor ? (
    <LazyBlockErrorNotice type={block.name} error={guard.failed.get(block.id)} />
  ) : null;
}

/**
 * Renders until no block throws: a render that fails inside a block is done again without it
 * (reported as `error` with the block's id and type, as the browser's boundary reports it). An
 * error outside any block, or one the block's omission did not cure, is thrown.
 */
export function renderWithoutFailingBlocks<Result>(
  render: (guard: ServerBlockGuard) => Result,
  blocks: readonly Block[],
  emit: BlockContext['emit'],
): Result {
  const guard = createServerBlockGuard();
  for (;;) {
    guard.current = null;
    try {
      return render(guard);
    } catch (error) {
      const blame = guard.current;
      const block = blocks.find((candidate) => candidate.id === blame);
      if (!block || guard.failed.has(block.id)) throw error;
      guard.failed.set(block.id, error);
      emit('error', { blockId: block.id, type: block.name, error });
    }
  }
}
