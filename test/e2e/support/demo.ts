/** Where the demo board's API runs during the end-to-end tests (see playwright.config.ts). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
export const API_BASE = `http://127.0.0.1:${API_PORT}`;

/** The demo board's data folder (database, uploads and mail files), as serve-demo.sh uses it. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
