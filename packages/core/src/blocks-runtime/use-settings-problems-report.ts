import type { Block } from '@jobboard/schema';
import { useEffect } from 'react';
import type { BlockContext } from './block-context';
import type { ParsedSettings } from './parsed-settings';

/**
 * For visitors, reports what parsing changed in a block's stored settings as a
 * `block-settings-problem` event, once per parse result (the editor shows it instead); `null`
 * while the block's module is not there yet.
 */
export function useSettingsProblemsReport(
  block: Block,
  parsed: ParsedSettings<unknown> | null,
  context: BlockContext,
): void {
  const { editor, emit } = context;
  useEffect(() => {
    if (editor || !parsed || parsed.problems.length === 0) return;
    emit('block-settings-problem', {
      blockId: block.id,
      type: block.name,
      problems: parsed.problems,
    });
  }, [block, parsed, editor, emit]);
}
