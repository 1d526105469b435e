/**
 * The groups of the editor's block picker, in picker order. `Block.blockGroup` stores the id.
 */
export const BLOCK_GROUPS = [
  { id: 'navigation', title: 'Navigation' },
  { id: 'search', title: 'Search and jobs' },
  { id: 'employers', title: 'Employers and candidates' },
  { id: 'account', title: 'Account' },
  { id: 'content', title: 'Content' },
] as const;

export type BlockGroup = (typeof BLOCK_GROUPS)[number]['id'];
