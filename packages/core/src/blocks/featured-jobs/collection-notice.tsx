import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { errorMessages } from '../../i18n/messages/error-messages';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { focusQuietly } from '../../shell/focus-heading';

export interface CollectionNoticeProps {
  /** `loading` while the data comes, `error` when the call failed, `empty` for no items. */
  kind: 'loading' | 'error' | 'empty';
  /** With an error: reads again, from a Try again button. */
  onRetry?: () => unknown;
}

/**
 * What a job or organisation collection shows instead of its items. A failed read offers Try
 * again; the focus goes to the collection's start as the button goes with the error.
 */
export function CollectionNotice({ kind, onRetry }: CollectionNoticeProps) {
  const { _ } = useBoardI18n();
  if (kind === 'error') {
    return (
      <div className="jb-collection__notice jb-collection__notice--error" role="alert">
        <p>{_(errorMessages.actionFailed)}</p>
        {onRetry ? (
          <button
            type="button"
            className="jb-button jb-button--plain"
            onClick={(event) => {
              const collection = event.currentTarget.parentElement?.parentElement;
              if (collection) focusQuietly(collection);
              onRetry();
            }}
          >
            {_(jobSearchMessages.tryAgain)}
          </button>
        ) : null}
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
