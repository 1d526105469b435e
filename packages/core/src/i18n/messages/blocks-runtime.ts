import { msg } from '@lingui/core/macro';

/** Texts of the block renderer: loading, and the editor's notices about broken blocks. */
export const blocksRuntimeMessages = {
  loading: msg`Loading…`,
  loadingError: msg`This part of the page could not be loaded.`,
  unknownBlockType: (type: string) =>
    msg`Unknown block type "${type}". Visitors do not see this block.`,
  blockFailed: (type: string) =>
    msg`The block "${type}" failed to show. Visitors do not see it; the rest of the page works.`,
  settingsProblems: msg`Some settings of this block were invalid; defaults are used instead:`,
  moreProblems: (count: number) => msg`…and ${count} more`,
  customStylesLeftOut: msg`This block's custom styles are left out: they may hold CSS declarations only (such as margin-top: 0; color: #1f2937), without braces or a <. Visitors see the block without them.`,
};
