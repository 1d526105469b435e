import { createContext } from 'react';

/**
 * Opens the site's cookie settings again, so a visitor can change or withdraw their choice (the
 * footer's "Cookie settings"); `null` where the site has no cookie bar, on the server and before
 * the board has mounted (the stored consent is the browser's).
 */
export const CookieSettingsContext = createContext<(() => void) | null>(null);
