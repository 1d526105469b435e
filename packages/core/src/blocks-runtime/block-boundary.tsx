import type { Block } from '@jobboard/schema';
import { Component, type ReactNode } from 'react';
import type { BlockContext } from './block-context';
import { LazyBlockErrorNotice } from './lazy-editor-notices';

export interface BlockBoundaryProps {
  block: Block;
  editor: boolean;
  emit: BlockContext['emit'];
  children?: ReactNode;
}

interface BlockBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * One block's error boundary: a block that throws while rendering is left out for visitors
 * (and reported as an `error` event) while the rest of the page renders; the editor layout
 * shows the error and the block type instead. A changed block (edited settings) tries again.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): BlockBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    const { block, emit } = this.props;
    emit('error', { blockId: block.id, type: block.name, error });
  }

  override componentDidUpdate(previous: BlockBoundaryProps) {
    if (this.state.failed && previous.block !== this.props.block) {
      this.setState({ failed: false, error: undefined });
    }
  }

  override render() {
    const { block, editor, children } = this.props;
    if (!this.state.failed) return children;
    return editor ? <LazyBlockErrorNotice type={block.name} error={this.state.error} /> : null;
  }
}
