import type { User } from '@jobboard/schema';
import { useContext } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { navigationMessages } from '../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { pagePath } from '../shared/page-link';
import { SessionActionsContext } from '../shared/session-role-context';

export interface AccountHeaderProps {
  /** The greeting's id: it names the block's region. */
  headingId: string;
  user: User;
  context: Pick<BlockContext, 'site' | 'locale' | 'defaultLocale'>;
  /** The editor's example: the button logs no one out. */
  example: boolean;
}

/** Greets the user by given name, says which account is logged in, and logs out (to home). */
export function AccountHeader({ headingId, user, context, example }: AccountHeaderProps) {
  const { _ } = useBoardI18n();
  const session = useContext(SessionActionsContext);
  const logOut = () => {
    if (!example) session?.logout(pagePath(context, 'p-home') ?? '/');
  };
  return (
    <header className="jb-account-page__header">
      <div>
        <h2 id={headingId}>
          {user.given_name
            ? _(accountPageMessages.greeting(user.given_name))
            : _(navigationMessages.myAccount)}
        </h2>
        {user.email ? (
          <p className="jb-account-page__email">{_(accountPageMessages.loggedInAs(user.email))}</p>
        ) : null}
      </div>
      <button type="button" className="jb-button jb-button--info" onClick={logOut}>
        {_(navigationMessages.logOut)}
      </button>
    </header>
  );
}
