import type { BlockContext } from '../../blocks-runtime/block-context';

/**
 * The id of the job board the site shows, for the `job-boards/{id}/…` calls: the configuration's
 * site entry of this builder site, else its only job board. `null` when the configuration names
 * no job board.
 */
export function jobBoardIdOf(context: Pick<BlockContext, 'site' | 'config'>): number | null {
  const site = context.config.sites.find(
    (entry) => entry.job_board_builder_site_id === context.site.id,
  );
  return site?.job_board_id ?? context.config.job_boards[0]?.id ?? null;
}

/** The job board id, or a rejection a block shows as its load error. */
export function requireJobBoardId(boardId: number | null): Promise<number> {
  return boardId === null
    ? Promise.reject(new Error('The site configuration names no job board'))
    : Promise.resolve(boardId);
}
