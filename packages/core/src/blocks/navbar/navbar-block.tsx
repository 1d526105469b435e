import type { BlockSettingsOf } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { layoutMessages } from '../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { activeElementOf } from '../../shell/active-element';
import { useBoardId } from '../../shell/board-id';
import { useScrollPadding } from '../../shell/use-scroll-padding';
import { BoardLink } from '../shared/board-link/board-link';
import { LanguageSwitcher } from '../shared/language-switcher/language-switcher';
import { SessionLoadingContext } from '../shared/session-role-context';
import { NavbarLogo } from './navbar-logo';
import { NavbarMenuToggle } from './navbar-menu-toggle';
import { useNavbarRole } from './use-navbar-role';
import { useNavbarStyles } from './use-navbar-styles';

type NavbarSettings = BlockSettingsOf<'navbar'>;

/**
 * The top bar: the logo (the block's, else the app image) linking home, the links of the
 * session role's tab, and the language switch. `fixed` keeps it at the top while scrolling;
 * below the desktop breakpoint the links fold behind a menu button.
 */
export const component: BlockModule<NavbarSettings>['component'] = ({ settings, context }) => {
  const { _ } = useBoardI18n();
  const role = useNavbarRole();
  const menuId = useBoardId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useNavbarStyles();

  const path = context.route.path;
  // A new page closes the menu, however the visitor got there.
  useEffect(() => {
    if (path) setOpen(false);
  }, [path]);

  const close = () => setOpen(false);
  const header = useRef<HTMLElement>(null);
  // A fixed bar: what the visitor tabs to scrolls into view below it, not under it.
  useScrollPadding(header, 'top', settings.fixed);
  // Escape closes the open menu (wherever focus is) and returns to its button; an open dropdown
  // handles its own. A tap or click outside the navbar closes it too, as outside a dropdown, and
  // so does the focus moving outside it.
  useEffect(() => {
    const element = header.current;
    if (!open || !element) return;
    const doc = element.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = event.composedPath()[0];
      if (target instanceof Element && target.closest('.jb-link-dropdown__menu')) return;
      setOpen(false);
      const active = activeElementOf(element);
      if (!active || active === doc.body || element.contains(active)) toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.composedPath()[0];
      if (target instanceof Node && !element.contains(target)) setOpen(false);
    };
    // Focus leaving the navbar (tabbing on past the menu's last link) closes it too: open, the
    // menu of a fixed bar can cover what takes the focus next on a short screen.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (target instanceof Node && !element.contains(target)) setOpen(false);
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('pointerdown', onPointerDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const links = settings.navLinks.find((tab) => tab.role === role)?.links ?? [];
  // Where the buttons that end the links begin, when there are two or more of them.
  let buttonsFrom = links.length;
  while (buttonsFrom > 0 && links[buttonsFrom - 1]?.isButton) buttonsFrom--;
  if (links.length - buttonsFrom < 2) buttonsFrom = links.length;
  // While a stored login loads the role reads guest: its links (log in, sign up) are kept out of
  // sight and reach until the user's own show, holding their place in the bar.
  const pending = useContext(SessionLoadingContext);
  const logo = settings.logo || context.config.settings.app_image || '';
  const classes = ['jb-navbar'];
  if (settings.fixed) classes.push('jb-navbar--fixed');
  if (open) classes.push('jb-navbar--open');

  return (
    <header ref={header} className={classes.join(' ')}>
      <div className="jb-contained jb-navbar__bar">
        <NavbarLogo src={logo} heightPercent={settings.logoHeight} onFollow={close} />
        <NavbarMenuToggle
          ref={toggle}
          open={open}
          menuId={menuId}
          onToggle={() => setOpen((value) => !value)}
        />
        <div id={menuId} className="jb-navbar__menu">
          {links.length > 0 ? (
            <nav className="jb-navbar__nav" aria-label={_(layoutMessages.mainNavigation)}>
              <ul
                className="jb-navbar__links"
                style={pending ? { visibility: 'hidden' } : undefined}
              >
                {links.slice(0, buttonsFrom).map((link, index) => (
                  // Links have no ids; their position is their identity in the stored list.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index} className="jb-navbar__item">
                    <BoardLink link={link} onFollow={close} />
                  </li>
                ))}
                {buttonsFrom < links.length ? (
                  // The buttons that end the bar (log in, sign up) wrap as one: one of them
                  // alone on a second row read as torn apart.
                  <li className="jb-navbar__item jb-navbar__buttons">
                    <ul className="jb-navbar__button-list">
                      {links.slice(buttonsFrom).map((link, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: as the links above
                        <li key={index}>
                          <BoardLink link={link} onFollow={close} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          {settings.showLangSwitch ? <LanguageSwitcher className="jb-navbar__languages" /> : null}
        </div>
      </div>
    </header>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { navbarBlock as definition } from '@jobboard/schema';
