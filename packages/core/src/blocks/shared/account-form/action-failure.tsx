import { errorMessages } from '../../../i18n/messages/error-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { apiFailureText } from '../../job-details/api-error-text';
import type { Translatable } from './use-account-form';

/**
 * What an account tab shows for a change that did not go through (spec §8): 'Some error
 * happened. Could not perform action', then on its own line the API's reason for a refusal
 * (a 400's text, translated when the catalog knows it). Server and network failures show the
 * first line only.
 */
export function actionFailure(error: unknown): Translatable {
  return (i18n) => apiFailureText(error, i18n, i18n._(errorMessages.actionFailed));
}

/** The alert region of a tab's changes, in the page while empty so that what comes is read. */
export function ActionFailureAlert({ failure }: { failure: Translatable | null }) {
  const { i18n } = useBoardI18n();
  return (
    <div role="alert" className={failure ? 'jb-account-page__failure' : undefined}>
      {failure?.(i18n) ?? ''}
    </div>
  );
}
