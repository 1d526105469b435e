import { loadTagManager } from '../analytics/load-tag-manager';
import { TAG_MANAGER_COOKIE_ID } from '../cookies/consent-choices';
import { type ConsentStore, createConsentStore } from '../cookies/consent-store';
import { injectConsentedScripts } from '../cookies/inject-consented-scripts';
import { isCookieAccepted } from '../cookies/is-cookie-accepted';
import { declareFontsOnDocument, releaseFontDeclaration } from '../theme/declare-fonts-on-document';
import type { BoardOptions } from './board-options';
import { siteSettingsOf } from './board-start-data';
import type { BoardController } from './create-board-controller';

export interface BrowserExtrasOptions {
  window: Window;
  options: BoardOptions;
  /**
   * Receives the visitor's consent to the tag manager now and on each change: `true` accepted,
   * `false` rejected, `null` not chosen yet (the data layer's events wait for it).
   */
  onTagManagerConsent?: (granted: boolean | null) => void;
}

/**
 * What a board in the browser adds once its first page is ready, none of it needed to render that
 * page, so it is a chunk of its own: the visitor's cookie consent, the consented cookie scripts and
 * the tag manager injected as consent allows (with the nonce), and the site's web font declared on
 * the document.
 *
 * Consent is one per site (host), not per board: named boards of a site on one page share it, so a
 * choice in one closes the cookie bar of each (the scripts are injected once, by script id).
 */
export function connectBrowserExtras(
  board: BoardController,
  { window: win, options, onTagManagerConsent }: BrowserExtrasOptions,
): { consent: ConsentStore; dispose: () => void } {
  const doc = win.document;
  const host = options.host ?? win.location.hostname;
  const consent = createConsentStore({
    storage: safeLocalStorage(win),
    siteKey: host,
    // Where this board kept consent before it was shared by the site's boards.
    legacySiteKeys: [`${host}:${options.name ?? 'default'}`],
    window: win,
  });
  const applyConsent = () => {
    const state = board.getState();
    if (state.phase !== 'ready') return;
    const settings = siteSettingsOf(state.data.site);
    const current = consent.getSnapshot();
    injectConsentedScripts(doc, settings.cookieScripts, current, { nonce: options.nonce });
    loadTagManager(doc, settings.tagManagerKey, { consent: current, nonce: options.nonce });
    // Without the board's cookie bar the host page asks for consent, if anyone does: the board
    // loads no tag manager then, and its events go to the dataLayer for the host's.
    onTagManagerConsent?.(
      !settings.cookieBar
        ? true
        : current.acceptance === 'unset'
          ? null
          : isCookieAccepted(current, TAG_MANAGER_COOKIE_ID),
    );
  };
  const state = board.getState();
  const font =
    state.phase === 'ready'
      ? declareFontsOnDocument(doc, siteSettingsOf(state.data.site).fontFamily, {
          nonce: options.nonce,
        })
      : null;
  applyConsent();
  const unsubscribe = consent.subscribe(applyConsent);
  return {
    consent,
    dispose: () => {
      unsubscribe();
      consent.dispose();
      // The font's link goes with the last board on the page that uses it.
      if (font) releaseFontDeclaration(font);
    },
  };
}

function safeLocalStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
