import type { MessageDescriptor } from '@lingui/core';
import { errorPageMessages } from '../i18n/messages/error-page-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useBoardId } from './board-id';
import { useScreenStyles } from './screen-styles';

export interface ErrorPageProps {
  /** The HTTP status shown as the heading. */
  status: number;
  /** A message descriptor (translated here) or a text already translated. */
  message: MessageDescriptor | string;
  /** The board's home URL, as the location mode writes it. */
  homeHref: string;
}

/** The plain error page: the status, the message and a link to the home page (spec §2). */
export function ErrorPage({ status, message, homeHref }: ErrorPageProps) {
  const { _ } = useBoardI18n();
  useScreenStyles();
  const headingId = useBoardId();
  return (
    <section className="jb-error-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="jb-error-page__status">
        {status}
      </h1>
      <p className="jb-error-page__message">{typeof message === 'string' ? message : _(message)}</p>
      <a className="jb-error-page__home" href={homeHref}>
        {_(errorPageMessages.goHome)}
      </a>
    </section>
  );
}
