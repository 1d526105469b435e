import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// A plain Vite React app. Vite compiles JSX itself (automatic runtime); @jobboard/core resolves
// to its built ESM (`npm run build` first), with react and react-dom as the app's own copies.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
