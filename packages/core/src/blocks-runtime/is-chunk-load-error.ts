// What browsers and bundlers say when a lazily imported file cannot be downloaded:
// Chromium, Firefox, Safari, webpack ("Loading chunk 12 failed") and Vite's preload helper.
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /unable to preload css/i,
];

/**
 * Whether a failed block load is a missing chunk (a reload fetches the new deployment) rather
 * than a module that threw while it was evaluated (a reload would not help).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
