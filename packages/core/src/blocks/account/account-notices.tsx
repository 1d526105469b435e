import type { MessageDescriptor } from '@lingui/core';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { TryAgainButton } from '../shared/try-again-button';

/** What an account tab (or a part of one) shows while its data loads: a busy status. */
export function LoadingNotice() {
  const { _ } = useBoardI18n();
  return (
    <p role="status" aria-busy="true">
      {_(blocksRuntimeMessages.loading)}
    </p>
  );
}

export interface ReadFailureProps {
  /** The could-not text; the generic failure by default. */
  message?: MessageDescriptor;
  /** Reads again; with it a Try again button shows. */
  onRetry?: () => unknown;
}

/**
 * What an account tab (or a part of one) shows when its data could not be read, as an alert:
 * never an empty list, which would tell an employer they have no jobs or addresses. Try again
 * reads once more (`TryAgainButton`).
 */
export function ReadFailure({ message, onRetry }: ReadFailureProps) {
  const { _ } = useBoardI18n();
  const text = _(message ?? errorMessages.actionFailed);
  if (!onRetry) {
    return (
      <p className="jb-account-page__failure" role="alert">
        {text}
      </p>
    );
  }
  return (
    <div className="jb-account-page__failure" role="alert">
      <p className="jb-account-page__failure-text">{text}</p>
      <TryAgainButton onRetry={onRetry} />
    </div>
  );
}
