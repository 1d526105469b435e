import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { errorMessages } from '../../i18n/messages/error-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { TryAgainButton } from '../shared/try-again-button';

export interface CollectionNoticeProps {
  /** `loading` while the data comes, `error` when the call failed, `empty` for no items. */
  kind: 'loading' | 'error' | 'empty';
  /** With an error: reads again, from a Try again button. */
  onRetry?: () => unknown;
}

/**
 * What a job or organisation collection shows instead of its items. A failed read offers Try
 * again (`TryAgainButton`).
 */
export function CollectionNotice({ kind, onRetry }: CollectionNoticeProps) {
  const { _ } = useBoardI18n();
  if (kind === 'error') {
    return (
      <div className="jb-collection__notice jb-collection__notice--error" role="alert">
        <p>{_(errorMessages.actionFailed)}</p>
        {onRetry ? <TryAgainButton onRetry={onRetry} /> : null}
      </div>
    );
  }
  if (kind === 'loading') {
    return (
      <p className="jb-collection__notice" role="status" aria-busy="true">
        {_(blocksRuntimeMessages.loading)}
      </p>
    );
  }
  return <p className="jb-collection__notice">{_(searchMessages.noResults)}</p>;
}
