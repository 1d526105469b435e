import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the sources (`msg`, `t`, `<Trans>`), so en-US is the source
// locale; nl (the default board locale) and ro are translated in their PO files. Missing
// translations fall back to English at compile time, never to a bare message id.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['nl', 'en-US', 'ro'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
    },
  ],
  // Origins without line numbers keep PO diffs to real text changes.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
