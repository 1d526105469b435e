import type { BlockContext } from '../../blocks-runtime/block-context';

/**
 * The job board whose jobs the site shows, for the `job-boards/{id}/…` calls and an
 * application's `job_board_id`: the site setting, else the configuration's entry of this builder
 * site, else its first job board; `null` when none is named.
 */
export function jobBoardIdOf(
  context: Pick<BlockContext, 'settings' | 'site' | 'config'>,
): number | null {
  const site = context.config.sites.find(
    (entry) => entry.job_board_builder_site_id === context.site.id,
  );
  return (
    context.settings.jobBoardId ?? site?.job_board_id ?? context.config.job_boards[0]?.id ?? null
  );
}

/** The job board id, or a rejection a block shows as its load error. */
export function requireJobBoardId(boardId: number | null): Promise<number> {
  return boardId === null
    ? Promise.reject(new Error('The site configuration names no job board'))
    : Promise.resolve(boardId);
}
