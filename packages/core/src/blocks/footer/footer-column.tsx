import type { BlockSettingsOf } from '@jobboard/schema';
import { SafeHtml } from '../../html/safe-html';
import { useBoardId } from '../../shell/board-id';
import { BoardLink } from '../shared/board-link/board-link';

export type FooterColumnSettings = BlockSettingsOf<'footer'>['footerLinks'][number];

export interface FooterColumnProps {
  column: FooterColumnSettings;
}

/**
 * One column (tab) of the footer: its title, then its links or its HTML as `contentType` says.
 * A column of social links only shows them in a row.
 */
export function FooterColumn({ column }: FooterColumnProps) {
  const titleId = useBoardId();
  const title = column.title.trim();
  const social =
    column.links.length > 0 && column.links.every((link) => link.linkType === 'SOCIAL_LINK');
  return (
    <section
      className="jb-footer__column"
      data-column={column.name || undefined}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <h2 id={titleId} className="jb-footer__title">
          {title}
        </h2>
      ) : null}
      {column.contentType === 'html' ? (
        <SafeHtml html={column.html} className="jb-footer__html" />
      ) : (
        <ul className={social ? 'jb-footer__links jb-footer__links--social' : 'jb-footer__links'}>
          {column.links.map((link, index) => (
            // Links have no ids; their position is their identity in the stored list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <BoardLink link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
