import swc from 'unplugin-swc';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve each other through the `source` export condition, so tests run
// against sources with no prior build.
// Vite's default condition lists stay in place: Node workers get them too, and a bare `import`
// condition would hand CommonJS packages (pg -> pg-pool) their ESM wrappers.
const clientConditions = ['source', ...defaultClientConditions];
const serverConditions = ['source', ...defaultServerConditions];

// The embed build runs core on preact/compat; the same component tests run there too.
const preactAliases = [
  { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // SWR reads React's external-store hook through this shim, which would load the real React.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// happy-dom loads no external style sheets or scripts; a <link> the code adds (the web font) then
// counts as loaded instead of printing a NotSupportedError with its stack into the test output.
const happyDomOptions = {
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } },
};

const linguiSwc = () =>
  swc.vite({
    jsc: {
      experimental: {
        plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
      },
    },
  });

export default defineConfig({
  resolve: { conditions: clientConditions },
  ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
  test: {
    // Vitest's default on a run is one worker less than the cores: one worker on this two-core
    // machine. Most of a file's time is starting its isolated worker (environment, imports) and
    // waiting on PGlite, sockets and timers, so two workers finish the suite about 1.4 times
    // sooner here (measured on a part of the dom project: 34 s with one, 24 s with two or three).
    maxWorkers: 2,
    // A file's setup may start a migrated database and a server; on a busy two-core machine that
    // passed the default 10 s once (a CI run). It only decides how long a hung setup takes to fail.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{schema,client,server}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Server tests start a database (PGlite, migrated) or the page renderer inside a test;
          // on a loaded two-core machine that alone took past the default 5 s (a run with other
          // work alongside failed three such tests). Timings are never asserted, so this only
          // decides how long a hung test takes to fail.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // Lingui macros (`msg`, `t`, `<Trans>`) are compiled away by the SWC plugin, as in the build.
        // The v5 id option keeps generated ids equal to the ones `lingui extract` (CLI 5.9) writes.
        plugins: [linguiSwc()],
        test: {
          name: 'dom',
          environment: 'happy-dom',
          environmentOptions: happyDomOptions,
          setupFiles: ['packages/core/src/testing/dom-test-setup.ts'],
          include: ['packages/{core,editor,loader}/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        plugins: [linguiSwc()],
        resolve: { alias: preactAliases },
        test: {
          name: 'dom-preact',
          environment: 'happy-dom',
          environmentOptions: happyDomOptions,
          setupFiles: [
            'packages/core/src/testing/dom-test-setup.ts',
            'packages/core/src/testing/preact-test-setup.ts',
          ],
          include: ['packages/core/src/**/*.test.{ts,tsx}'],
          server: {
            deps: { inline: [/swr/, /use-sync-external-store/, /@lingui\/react/, /@floating-ui/] },
          },
        },
      },
    ],
  },
});
