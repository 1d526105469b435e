import { useDetailNotFound } from '../../blocks-runtime/use-detail-not-found';
import { errorPageMessages } from '../../i18n/messages/error-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

/**
 * 'Page not found' inside a collection block whose detail item does not exist (organisation,
 * landing page); reports the missing item, so a server render answers 404.
 */
export function PageNotFoundNotice() {
  const { _ } = useBoardI18n();
  useDetailNotFound(_(errorPageMessages.pageNotFound));
  return (
    <p className="jb-collection__notice" role="alert">
      {_(errorPageMessages.pageNotFound)}
    </p>
  );
}
