import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defaultClientConditions, defineConfig } from 'vite';

// A Vite React app on the workspace's sources: @jobboard/core (and client, schema) resolve through
// their `source` export condition, so the app needs no build of the packages and follows every
// change to them. Core's UI texts are Lingui macros (`msg`), compiled away here by the SWC plugin
// as in vitest.config.ts and the rollup build; uncompiled, the board throws when it renders.
// SWC also compiles the app's own TSX (React's automatic JSX runtime).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Its own pre-bundled dependencies, apart from other Vite tools of the workspace.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/react-app', import.meta.url)),
  plugins: [
    swc.vite({
      jsc: {
        transform: { react: { runtime: 'automatic', development: true, refresh: false } },
        experimental: {
          plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
        },
      },
    }),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom'],
  },
  optimizeDeps: {
    // The macros are compiled away: there is nothing of them to pre-bundle.
    exclude: ['@lingui/core/macro', '@lingui/react/macro'],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
