import { useLingui } from '@lingui/react';
import { useContext, useMemo } from 'react';
import { createFormatters, type Formatters } from './create-formatters';
import { FormatSettingsContext } from './format-settings-context';

/** Formatters for the active locale and the site's format settings; new ones on a locale switch. */
export function useFormatters(): Formatters {
  // Lingui's context object is replaced on every locale or catalog change; the I18n inside is not.
  const lingui = useLingui();
  const { jobDateFormat, currency, useImperial, timeZone } = useContext(FormatSettingsContext);
  return useMemo(
    () => createFormatters(lingui.i18n, { jobDateFormat, currency, useImperial, timeZone }),
    [lingui, jobDateFormat, currency, useImperial, timeZone],
  );
}
