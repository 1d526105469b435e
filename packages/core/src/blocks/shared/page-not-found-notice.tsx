import { useDetailNotFound } from '../../blocks-runtime/use-detail-not-found';
import { errorPageMessages } from '../../i18n/messages/error-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';

const pageNotFoundStyles = (r: string) => `
${r} .jb-not-found {
  padding-block: 48px;
  text-align: center;
}
`;

export interface PageNotFoundNoticeProps {
  /** The block's own classes next to `jb-not-found` (a theme may style them). */
  className?: string;
}

/**
 * The view of a detail block whose item does not exist (job, organisation, landing page,
 * article): '404' and 'Page not found' (spec: "A detail route with an empty result shows 404
 * 'Page not found'"). The '404' is an `<h1>` because the view replaces the item, whose title was
 * the page's one top heading. It reports the missing item, so a server render answers HTTP 404
 * and the document is titled 'Page not found'.
 */
export function PageNotFoundNotice({ className }: PageNotFoundNoticeProps) {
  useScopedStyles('page-not-found', pageNotFoundStyles);
  const { _ } = useBoardI18n();
  const text = _(errorPageMessages.pageNotFound);
  useDetailNotFound(text);
  return (
    <div className={className ? `jb-not-found ${className}` : 'jb-not-found'}>
      <h1>404</h1>
      <p>{text}</p>
    </div>
  );
}
