import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { accountTabHref, type BuiltAccountTab } from './account-tabs';

export interface AccountTabNavProps {
  tabs: readonly BuiltAccountTab[];
  current: BuiltAccountTab;
  context: Pick<BlockContext, 'href' | 'route'>;
}

/**
 * The tabs as links, one URL each (the `tab` query): the board's router follows them, so back and
 * forward work and the login guard keeps the tab. The current one is marked for screen readers.
 */
export function AccountTabNav({ tabs, current, context }: AccountTabNavProps) {
  const { _ } = useBoardI18n();
  return (
    <nav className="jb-account-page__tabs" aria-label={_(accountPageMessages.tabsLabel)}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <a
              href={accountTabHref(context, tab)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {_(accountPageMessages.tabs[tab])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
