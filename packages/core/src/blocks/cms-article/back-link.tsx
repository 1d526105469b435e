import type { MouseEvent } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { contentMessages } from '../../i18n/messages/content-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { isPlainLeftClick } from '../shared/board-link/is-plain-left-click';
import { pagePath } from '../shared/page-link';

/** A link back to the site's page of type `pageId`; nothing when the site has no such page. */
export function BackLink({ pageId }: { pageId: string }) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const path = pagePath(context, pageId);
  if (path === null) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    context.navigate(path);
  };
  return (
    <a className="jb-cms-article__back" href={context.href(path)} onClick={onClick}>
      <span aria-hidden="true">‹ </span>
      {_(contentMessages.back)}
    </a>
  );
}
