import { type ReactNode, useContext, useState } from 'react';
import { BlockLoadingError } from '../../blocks-runtime/block-loading-error';
import { BlockRuntimeReactContext } from '../../blocks-runtime/block-runtime-react-context';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { type LazyModule, useLazyModule } from '../../shell/lazy-module';
import { LoadingNotice } from './account-notices';

/** A tab (or a part of one) whose code is a lazy chunk: the loading text until it is there, the loading error if it fails. */
export function LazyTab<Module>({
  module,
  render,
}: {
  module: LazyModule<Module>;
  render: (loaded: Module) => ReactNode;
}) {
  const { _ } = useBoardI18n();
  const [failed, setFailed] = useState(false);
  const onChunkError = useContext(BlockRuntimeReactContext)?.onChunkError;
  const loaded = useLazyModule(module, true, (error) => {
    setFailed(true);
    // A chunk a new deployment removed: the page reloads (at most once a minute).
    onChunkError?.(error);
  });
  if (failed) return <BlockLoadingError />;
  if (!loaded) {
    return <LoadingNotice />;
  }
  return render(loaded);
}
