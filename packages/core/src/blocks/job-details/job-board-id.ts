import type { BlockContext } from '../../blocks-runtime/block-context';

/**
 * The job board the site shows, for `job_board_id` of an application: the site setting, else
 * the board of the site's configured hosts. `null` when neither names one.
 */
export function jobBoardIdOf(context: Pick<BlockContext, 'settings' | 'config'>): number | null {
  return (
    context.settings.jobBoardId ??
    context.config.sites[0]?.job_board_id ??
    context.config.job_boards[0]?.id ??
    null
  );
}
