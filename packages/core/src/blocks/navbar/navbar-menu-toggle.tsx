import { forwardRef } from 'react';
import { navigationMessages } from '../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface NavbarMenuToggleProps {
  open: boolean;
  /** The id of the menu the button shows and hides. */
  menuId: string;
  onToggle: () => void;
}

/** The button that shows and hides the navbar's menu on small screens (a disclosure). */
export const NavbarMenuToggle = forwardRef<HTMLButtonElement, NavbarMenuToggleProps>(
  function NavbarMenuToggle({ open, menuId, onToggle }, ref) {
    const { _ } = useBoardI18n();
    return (
      <button
        type="button"
        ref={ref}
        className="jb-navbar__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d={
              open
                ? 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z'
                : 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z'
            }
          />
        </svg>
        <span className="jb-visually-hidden">{_(navigationMessages.menu)}</span>
      </button>
    );
  },
);
