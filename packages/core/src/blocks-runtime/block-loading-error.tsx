import { useLingui } from '@lingui/react';
import { blocksRuntimeMessages } from '../i18n/messages/blocks-runtime';

/** The loading-error text of a block whose module failed or took too long to load. */
export function BlockLoadingError() {
  const { _ } = useLingui();
  return (
    <p className="jb-block-loading-error" role="alert">
      {_(blocksRuntimeMessages.loadingError)}
    </p>
  );
}
