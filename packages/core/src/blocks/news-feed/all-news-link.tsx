import { contentMessages } from '../../i18n/messages/content-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { NewsLinkAnchor } from './news-link-anchor';

const EXTERNAL = /^https?:\/\//i;

/** The feed's read-more link: a board path, a web address, or one the browser handles. */
export function AllNewsLink({ url }: { url: string }) {
  const { _ } = useBoardI18n();
  const text = _(contentMessages.allNews);
  let anchor = <a href={url}>{text}</a>;
  if (url.startsWith('/')) {
    anchor = <NewsLinkAnchor link={{ kind: 'board', path: url }}>{text}</NewsLinkAnchor>;
  } else if (EXTERNAL.test(url)) {
    anchor = <NewsLinkAnchor link={{ kind: 'external', url }}>{text}</NewsLinkAnchor>;
  }
  return <p className="jb-news-feed__all">{anchor}</p>;
}
