import { useLingui } from '@lingui/react';
import { blocksRuntimeMessages } from '../i18n/messages/blocks-runtime';

/** The skeleton box a block shows while its module loads. */
export function BlockPlaceholder() {
  const { _ } = useLingui();
  return (
    <div className="jb-block-placeholder" role="status" aria-busy="true">
      <span className="jb-block-sr-only">{_(blocksRuntimeMessages.loading)}</span>
    </div>
  );
}
