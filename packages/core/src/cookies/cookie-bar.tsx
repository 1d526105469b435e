import {
  type FocusEvent,
  type RefObject,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { cookieMessages } from '../i18n/messages/cookie-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { DIALOG_Z_INDEX } from '../shell/dialog-layer';
import { useScrollPadding } from '../shell/use-scroll-padding';
import { useScopedStyles } from '../styles/use-scoped-styles';
import { consentChoices } from './consent-choices';
import type { ConsentStore } from './consent-store';
import { type CookieSettings, localizedSettingText } from './cookie-settings';
import { CookieSettingsDialog } from './cookie-settings-dialog';
import { useCookieConsent } from './use-cookie-consent';

const cookieBarStyles = (r: string) => `
${r} .jb-cookie-bar {
  position: fixed; left: 16px; right: 16px; bottom: 16px; z-index: 30; max-width: 960px;
  margin: 0 auto; padding: 16px; display: flex; flex-wrap: wrap; gap: 12px; align-items: center;
  background: var(--jb-background, #ffffff); color: var(--jb-text, #1f2937);
  border: 1px solid var(--jb-border, #6b7280); border-radius: 8px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
}
${r} .jb-cookie-bar__text { margin: 0; flex: 1 1 320px; }
${r} .jb-cookie-bar__actions { display: flex; flex-wrap: wrap; gap: 8px; }
@media (max-width: 575.98px) {
  ${r} .jb-cookie-bar { left: 8px; right: 8px; bottom: 8px; padding: 12px; gap: 8px; }
}
/* The settings dialog opens inside the bar: the bar goes over what the dialog must cover. */
${r} .jb-cookie-bar--configuring { z-index: ${DIALOG_Z_INDEX}; }
`;

export interface CookieBarProps {
  store: ConsentStore;
  settings: CookieSettings;
}

/**
 * The cookie bar (spec §2): shown while consent is unset and the site has the bar on; accept all,
 * or configure in {@link CookieSettingsDialog}.
 */
export function CookieBar({ store, settings }: CookieBarProps) {
  const { _, locale } = useBoardI18n();
  useScopedStyles('cookie-bar', cookieBarStyles);
  const consent = useCookieConsent(store);
  const [configuring, setConfiguring] = useState(false);
  const ids = useMemo(() => consentChoices(settings).map((choice) => choice.id), [settings]);
  const bar = useRef<HTMLElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  // Opened again after a choice (the footer's link): the settings dialog alone.
  const reopened = useSyncExternalStore(store.subscribe, store.reopened, store.reopened);
  const shown = settings.cookieBar && consent.acceptance === 'unset';
  // What the visitor tabs to scrolls into view above the bar, not under it, and the spacer lets
  // the page's last links (the privacy statement in the footer) scroll out from under it.
  useScrollPadding(bar, 'bottom', shown, spacer);
  const focusReturn = useFocusReturn(bar);
  // The footer's link asks for the settings while the bar shows too: they open from the bar
  // (asked for there, they waited for the bar to go, and the link did nothing).
  const dialogOpen = configuring || reopened;
  if (!shown) {
    return settings.cookieBar && reopened ? (
      <CookieSettingsDialog store={store} settings={settings} onClose={() => store.reopen(false)} />
    ) : null;
  }

  return (
    <>
      <div ref={spacer} className="jb-cookie-bar__spacer" aria-hidden="true" />
      <section
        ref={bar}
        className={dialogOpen ? 'jb-cookie-bar jb-cookie-bar--configuring' : 'jb-cookie-bar'}
        aria-label={_(cookieMessages.dialogTitle)}
        onFocus={focusReturn.onFocus}
      >
        <p className="jb-cookie-bar__text">
          {localizedSettingText(settings.cookieTextSmall, locale) ?? _(cookieMessages.text)}
        </p>
        <div className="jb-cookie-bar__actions">
          <button
            type="button"
            className="jb-button jb-button--primary"
            onClick={() => {
              focusReturn.leave();
              store.acceptAll(ids);
            }}
          >
            {_(cookieMessages.acceptAll)}
          </button>
          <button
            type="button"
            className="jb-button jb-button--info"
            aria-haspopup="dialog"
            onClick={() => setConfiguring(true)}
          >
            {_(cookieMessages.configure)}
          </button>
        </div>
        {dialogOpen && (
          <CookieSettingsDialog
            store={store}
            settings={settings}
            onClose={() => {
              setConfiguring(false);
              store.reopen(false);
            }}
            beforeSave={focusReturn.leave}
          />
        )}
      </section>
    </>
  );
}

/**
 * Where focus goes when the bar closes under it: back to the element the visitor tabbed into the
 * bar from (the footer's last link), so the next Tab continues from there instead of the
 * document's start (focus fell to the body once the bar's buttons were gone).
 */
function useFocusReturn(bar: RefObject<HTMLElement | null>) {
  const cameFrom = useRef<HTMLElement | null>(null);
  return {
    onFocus(event: FocusEvent<HTMLElement>) {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !bar.current?.contains(from)) cameFrom.current = from;
    },
    leave() {
      const element = bar.current;
      if (!element) return;
      const root = element.getRootNode() as Document | ShadowRoot;
      if (!element.contains(root.activeElement)) return;
      if (cameFrom.current?.isConnected) {
        cameFrom.current.focus();
        return;
      }
      // Reached from the page's start (Shift+Tab) or by a click: nothing to go back to. The
      // board's main content takes the focus, so it does not fall past the end of the page.
      const main = element.closest('.jb-board')?.querySelector<HTMLElement>('main');
      if (!main) return;
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    },
  };
}
