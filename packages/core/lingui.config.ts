import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Catalog parts: the texts of lazily loaded parts of the board, each in a catalog of its own per
 * locale that loads with its part (`loadPart` of the board's i18n; the loaders are in
 * src/i18n/load-catalog-part.ts), so the catalog every visitor loads before the first render
 * leaves them out. The message modules listed here must be used only by that part's lazily
 * loaded modules.
 */
const parts = {
  /** The job page's apply dialog and its form (src/blocks/job-details/apply-modal.tsx). */
  apply: ['<rootDir>/src/i18n/messages/apply-messages.ts'],
  /**
   * The login, registration, password, account, job alert, products and candidate pages' blocks (their
   * `catalogPart`).
   */
  account: [
    '<rootDir>/src/i18n/messages/account-messages.ts',
    '<rootDir>/src/i18n/messages/account-page-messages.ts',
    '<rootDir>/src/i18n/messages/candidate-messages.ts',
    '<rootDir>/src/i18n/messages/company-messages.ts',
    '<rootDir>/src/i18n/messages/job-alert-messages.ts',
    '<rootDir>/src/i18n/messages/job-slot-messages.ts',
    '<rootDir>/src/i18n/messages/password-messages.ts',
    '<rootDir>/src/i18n/messages/products-messages.ts',
    '<rootDir>/src/i18n/messages/server-texts.ts',
  ],
  /** What parsing changed in a block's settings, in the editor layout's notice. */
  editor: ['<rootDir>/src/i18n/messages/settings-problem-messages.ts'],
  /** The cookie bar and its settings dialog (src/cookies/cookie-bar.tsx). */
  cookies: [
    '<rootDir>/src/i18n/messages/cookie-messages.ts',
    '<rootDir>/src/i18n/messages/shell-extra.ts',
  ],
};

// Messages are written in English in the sources (`msg`, `t`, `<Trans>`), so en-US is the source
// locale; nl (the default board locale) and ro are translated in their PO files. Missing
// translations fall back to English at compile time, never to a bare message id.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['nl', 'en-US', 'ro'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    // The catalog loaded before the first render: every message outside the parts.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**', ...Object.values(parts).flat()],
    },
    ...Object.entries(parts).map(([part, include]) => ({
      path: `<rootDir>/src/i18n/locales/{locale}/${part}/messages`,
      include,
    })),
  ],
  // Origins without line numbers keep PO diffs to real text changes.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
