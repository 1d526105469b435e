import type { UserType } from '@jobboard/schema';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { accountMessages } from '../../../i18n/messages/account-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { useBoardId } from '../../../shell/board-id';

export interface RoleTabsProps {
  /** The roles offered, in order; with one there is no tab list. */
  roles: readonly UserType[];
  selected: UserType;
  onSelect: (role: UserType) => void;
  /** The selected role's form. */
  children: ReactNode;
}

/**
 * A tab per role in the ARIA tabs pattern: a roving tab stop, arrow keys and Home/End move to a
 * tab and select it, the selected tab labels the panel. The panel keeps its content across a
 * switch, so what the visitor typed stays.
 */
export function RoleTabs({ roles, selected, onSelect, children }: RoleTabsProps) {
  const id = useBoardId();
  const { _ } = useBoardI18n();
  const tabs = useRef(new Map<UserType, HTMLButtonElement>());
  if (roles.length < 2) return <>{children}</>;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = roles.indexOf(selected);
    const last = roles.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const target = roles[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current.get(target)?.focus();
  };

  return (
    <>
      <div className="jb-account__tabs" role="tablist" aria-label={_(accountMessages.roleTabs)}>
        {roles.map((role) => (
          <button
            key={role}
            ref={(element) => {
              if (element) tabs.current.set(role, element);
              else tabs.current.delete(role);
            }}
            id={`${id}-tab-${role}`}
            className="jb-account__tab"
            type="button"
            role="tab"
            aria-selected={role === selected}
            aria-controls={`${id}-panel`}
            tabIndex={role === selected ? 0 : -1}
            onClick={() => onSelect(role)}
            onKeyDown={onKeyDown}
          >
            {_(accountMessages.roles[role])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
