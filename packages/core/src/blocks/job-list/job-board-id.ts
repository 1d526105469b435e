import type { BlockContext } from '../../blocks-runtime/block-context';

/**
 * The job board whose jobs the site searches: the site setting, else the configuration's entry
 * of this builder site, else its first job board; `null` when none is named.
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
