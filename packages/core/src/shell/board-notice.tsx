import { useRef } from 'react';
import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useScopedStyles } from '../styles/use-scoped-styles';
import { focusQuietly } from './focus-heading';

export interface BoardNoticeProps {
  /** The notice's text; `null` leaves the live region empty (and hidden). */
  text: string | null;
  onClose: () => void;
}

const noticeStyles = (r: string) => `
${r} .jb-board-notice--shown { display: flex; align-items: flex-start; gap: 12px; margin: 0 auto;
  max-width: var(--jb-max-width, 1200px); padding: 12px 16px; box-sizing: border-box;
  background: #ecfdf5; color: #14532d; border-bottom: 2px solid #166534; }
${r} .jb-board-notice__text { flex: 1; margin: 0; }
${r} .jb-board-notice__close { flex: none; border: 0; background: none; color: inherit;
  font: inherit; font-size: 20px; line-height: 1; padding: 2px 6px; cursor: pointer; }
${r} .jb-board-notice__close:focus-visible { outline: 2px solid #166534; outline-offset: 2px; }
`;

/**
 * A one-time notice at the board's top (a new account's welcome), with a button to close it.
 * The live region is always rendered, so screen readers read the text when it arrives; closing
 * it puts the focus on the page's heading (else its `<main>`), not on the document's start.
 */
export function BoardNotice({ text, onClose }: BoardNoticeProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('board-notice', noticeStyles);
  const element = useRef<HTMLDivElement>(null);
  const close = () => {
    const main = element.current?.closest<HTMLElement>('main');
    onClose();
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (target) focusQuietly(target);
  };
  return (
    <div ref={element} className={`jb-board-notice${text ? ' jb-board-notice--shown' : ''}`}>
      <p className="jb-board-notice__text" role="status">
        {text}
      </p>
      {text ? (
        <button
          type="button"
          className="jb-board-notice__close"
          aria-label={_(shellMessages.close)}
          onClick={close}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
