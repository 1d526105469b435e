import { useMemo, useState } from 'react';
import { cookieMessages } from '../i18n/messages/cookie-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { consentChoices } from './consent-choices';
import type { ConsentStore } from './consent-store';
import { type CookieSettings, localizedSettingText } from './cookie-settings';
import { CookieSettingsDialog } from './cookie-settings-dialog';
import { useCookieConsent } from './use-cookie-consent';

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
  const consent = useCookieConsent(store);
  const [configuring, setConfiguring] = useState(false);
  const ids = useMemo(() => consentChoices(settings).map((choice) => choice.id), [settings]);
  if (!settings.cookieBar || consent.acceptance !== 'unset') return null;

  return (
    <section className="jb-cookie-bar" aria-label={_(cookieMessages.dialogTitle)}>
      <p className="jb-cookie-bar__text">
        {localizedSettingText(settings.cookieTextSmall, locale) ?? _(cookieMessages.text)}
      </p>
      <div className="jb-cookie-bar__actions">
        <button
          type="button"
          className="jb-button jb-button--primary"
          onClick={() => store.acceptAll(ids)}
        >
          {_(cookieMessages.acceptAll)}
        </button>
        <button
          type="button"
          className="jb-button"
          aria-haspopup="dialog"
          onClick={() => setConfiguring(true)}
        >
          {_(cookieMessages.configure)}
        </button>
      </div>
      {configuring && (
        <CookieSettingsDialog
          store={store}
          settings={settings}
          onClose={() => setConfiguring(false)}
        />
      )}
    </section>
  );
}
