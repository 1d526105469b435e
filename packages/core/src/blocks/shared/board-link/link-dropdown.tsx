import type { DropdownLink } from '@jobboard/schema';
import { type KeyboardEvent, useState } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { useBoardId } from '../../../shell/board-id';
import { lazyModule, useLazyModule } from '../../../shell/lazy-module';
import { LinkAnchor } from './link-anchor';
import { linkClassName } from './link-class-name';
import type { MenuFocus } from './link-dropdown-menu';
import { linkIcon } from './link-icon';
import { resolveLinkTarget } from './link-target';

/** The floating menu (and @floating-ui/react): loaded on the first hover, focus or open. */
const dropdownMenu = lazyModule(() => import('./link-dropdown-menu'));

export interface LinkDropdownProps {
  link: DropdownLink;
  className?: string | undefined;
  /** Called after one of the dropdown's links is followed. */
  onFollow?: (() => void) | undefined;
}

/**
 * A dropdown link: a button that opens a menu of its children (the menu pattern: Enter, Space
 * or the arrow keys open it on an item, the arrow keys move between items, Escape and a click outside close
 * it and return focus to the button). Children that lead nowhere are left out. The button
 * renders at once; the menu's chunk loads when the visitor points at, focuses or opens it. With
 * scripts off (a server-rendered page), the children show as a list under the button instead.
 */
export function LinkDropdown({ link, className, onFollow }: LinkDropdownProps) {
  const context = useBlockContext();
  const buttonId = useBoardId();
  const menuId = useBoardId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [primed, setPrimed] = useState(false);
  const [focus, setFocus] = useState<MenuFocus>('menu');
  const menu = useLazyModule(dropdownMenu, primed || open);
  const shown = open && menu !== undefined;
  const items = link.children.flatMap((child) => {
    const target = resolveLinkTarget(child, context);
    return target ? [{ child, target }] : [];
  });
  const openWith = (with_: MenuFocus) => {
    setFocus(with_);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openWith(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  // A dropdown whose links all lead nowhere would open an empty menu: it is left out, as a link
  // that leads nowhere is.
  if (items.length === 0) return null;
  return (
    <div className="jb-link-dropdown">
      <button
        type="button"
        id={buttonId}
        ref={setButton}
        className={linkClassName(
          link,
          ['jb-link-dropdown__toggle', className].filter(Boolean).join(' '),
        )}
        aria-haspopup="menu"
        aria-expanded={shown}
        aria-controls={shown ? menuId : undefined}
        // Enter and Space click with detail 0: the menu opens on its first item (the menu button
        // pattern); a pointer's click opens it on the menu itself.
        onClick={(event) =>
          open ? setOpen(false) : openWith(event.detail === 0 ? 'first' : 'menu')
        }
        onKeyDown={onKeyDown}
        onPointerEnter={() => setPrimed(true)}
        onFocus={() => setPrimed(true)}
      >
        {linkIcon(link.icon)}
        <span className="jb-link__name">{link.name}</span>
        <svg
          className="jb-link-dropdown__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      {/* The children as a plain list for a page read with scripts off (the button cannot open
          the menu there): hidden otherwise, so neither the Tab order nor a screen reader meets
          them twice. */}
      <ul className="jb-link-dropdown__static" aria-labelledby={buttonId} hidden>
        {items.map(({ child, target }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: children have no ids; see the menu
          <li key={index}>
            <LinkAnchor link={child} target={target} className="jb-link-dropdown__item" />
          </li>
        ))}
      </ul>
      {shown && button ? (
        <menu.LinkDropdownMenu
          id={menuId}
          labelledBy={buttonId}
          reference={button}
          items={items}
          focus={focus}
          onClose={() => setOpen(false)}
          onFollow={() => {
            setOpen(false);
            onFollow?.();
          }}
        />
      ) : null}
    </div>
  );
}
