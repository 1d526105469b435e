import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

/** What an account tab (or a part of one) shows while its data loads: a busy status. */
export function LoadingNotice() {
  const { _ } = useBoardI18n();
  return (
    <p role="status" aria-busy="true">
      {_(blocksRuntimeMessages.loading)}
    </p>
  );
}

/** What an account tab shows when its data could not be read: the generic failure, as an alert. */
export function ReadFailure() {
  const { _ } = useBoardI18n();
  return (
    <p className="jb-account-page__failure" role="alert">
      {_(errorMessages.actionFailed)}
    </p>
  );
}
