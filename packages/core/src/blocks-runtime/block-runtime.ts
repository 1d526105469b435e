import type { BlockRegistry } from './create-block-registry';

/** What the block renderer needs from the board app besides the block context. */
export interface BlockRuntime {
  readonly registry: BlockRegistry;
  /**
   * Called when a block's chunk fails to download (a new deployment removed it); the shell
   * reloads the page, at most once per minute.
   * @default undefined (nothing happens beyond the loading-error handling)
   */
  readonly onChunkError?: ((error: unknown) => void) | undefined;
}
