import swc from 'unplugin-swc';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Workspace packages resolve each other through the `source` export condition, so tests run
// against sources with no prior build.
// Vite's default condition lists stay in place: Node workers get them too, and a bare `import`
// condition would hand CommonJS packages (pg -> pg-pool) their ESM wrappers.
const clientConditions = ['source', ...defaultClientConditions];
const serverConditions = ['source', ...defaultServerConditions];

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

/**
 * Test files that need a module graph of their own (see `withIsolated`): `vi.mock` only replaces a
 * module no earlier file of the worker has loaded, and a spy on a shared module would count
 * another file's calls; catalogue-settings stores a made-up `faq` definition in core's definition
 * cache; and three files check what happens before a part has loaded, which a shared graph may
 * have loaded for an earlier file.
 */
const ISOLATED_NODE = ['packages/server/src/board-pages/board-page-render-failure.test.ts'];
const ISOLATED_DOM = [
  'packages/core/src/blocks-runtime/catalogue-settings.test.ts',
  'packages/core/src/blocks-runtime/lazy-default-texts.test.tsx',
  'packages/core/src/blocks/cms-article/cms-article-block.test.tsx',
  'packages/core/src/blocks/landing-pages/landing-pages-block.test.tsx',
  'packages/core/src/blocks/organisation/organisation-block.test.tsx',
  'packages/core/src/board/cookie-store-chunk.test.ts',
  'packages/core/src/board/preload-board-view.test.ts',
  'packages/core/src/board/screens-chunk-failure.test.tsx',
  'packages/core/src/blocks/search-job/search-combobox.test.tsx',
  'packages/core/src/i18n/create-i18n.test.ts',
];

const componentTests = { environment: 'happy-dom' as const, environmentOptions: happyDomOptions };

export default defineConfig({
  resolve: { conditions: clientConditions },
  ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
  test: {
    // Vitest's default on a run is one worker less than the cores: one worker on this two-core
    // machine. Two workers finish the suite about 1.4 times sooner here (measured on a part of
    // the dom project: 34 s with one, 24 s with two or three): much of a file's time is waiting
    // on PGlite, sockets and timers.
    maxWorkers: 2,
    // A file's setup may start a migrated database and a server; on a busy two-core machine that
    // passed the default 10 s once (a CI run). It only decides how long a hung setup takes to fail.
    hookTimeout: 60_000,
    projects: [
      ...withIsolated(ISOLATED_NODE, {
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
      }),
      ...withIsolated(ISOLATED_DOM, {
        // Lingui macros (`msg`, `t`, `<Trans>`) are compiled away by the SWC plugin, as in the
        // build. The v5 id option keeps generated ids equal to the ones `lingui extract` writes.
        plugins: [linguiSwc()],
        test: {
          name: 'dom',
          ...componentTests,
          setupFiles: ['packages/core/src/testing/dom-test-setup.ts'],
          include: ['packages/{core,editor,loader}/src/**/*.test.{ts,tsx}'],
        },
      }),
      // The embed build runs core on preact/compat; the same component tests run there too.
      ...withIsolated(ISOLATED_DOM, {
        plugins: [linguiSwc()],
        resolve: { alias: preactAliases },
        test: {
          name: 'dom-preact',
          ...componentTests,
          setupFiles: [
            'packages/core/src/testing/dom-test-setup.ts',
            'packages/core/src/testing/preact-test-setup.ts',
          ],
          include: ['packages/core/src/**/*.test.{ts,tsx}'],
          server: {
            deps: { inline: [/swr/, /use-sync-external-store/, /@lingui\/react/, /@floating-ui/] },
          },
        },
      }),
    ],
  },
});

/**
 * A project as two: most of its files share their worker's module graph (`isolate: false`), and
 * the `isolated` ones (all within the project's `include`) run in `<name>-isolated`, each in a
 * fresh one. Importing React, core, the schema and the server again for each file, and starting
 * a fresh happy-dom page, was most of the suite's time: the account tabs took 60 s isolated and
 * 21 s shared, the server's files 403 s and 234 s. Component tests get their page put back
 * before each file (dom-test-setup.ts).
 */
function withIsolated(
  isolated: string[],
  project: TestProjectInlineConfiguration & { test: { name: string } },
): TestProjectInlineConfiguration[] {
  return [
    { ...project, extends: true, test: { ...project.test, exclude: isolated, isolate: false } },
    {
      ...project,
      extends: true,
      test: { ...project.test, name: `${project.test.name}-isolated`, include: isolated },
    },
  ];
}
