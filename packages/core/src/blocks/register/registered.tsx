import { useEffect, useRef } from 'react';
import { accountMessages } from '../../i18n/messages/account-messages';
import { navigationMessages } from '../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface RegisteredProps {
  /** The login page's `href`; without one the text stands alone. */
  loginHref: string | null;
}

/**
 * Shown in place of the form when the account was created but the login right after it did not
 * hold: the way on is the login page. Focused, so the news is read where the form was.
 */
export function Registered({ loginHref }: RegisteredProps) {
  const { _ } = useBoardI18n();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    element.current?.focus();
  }, []);
  return (
    <div ref={element} className="jb-account__done" role="status" tabIndex={-1}>
      <p>{_(accountMessages.registered)}</p>
      {loginHref ? <a href={loginHref}>{_(navigationMessages.logIn)}</a> : null}
    </div>
  );
}
