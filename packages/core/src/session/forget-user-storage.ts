/**
 * The session storage keys of what a board keeps for its visitor between pages (job form drafts,
 * a guest's favourite kept for after registering): an explicit logout forgets them, so the next
 * person at a shared computer finds none of it. A session that merely expired keeps them: the
 * draft is there for the login that follows.
 */
const USER_STORAGE_PREFIXES = ['jobboard:job-draft:', 'jobboard:favourite-intent:'];

export function forgetUserStorage(): void {
  try {
    if (typeof sessionStorage === 'undefined') return;
    const keys: string[] = [];
    for (let index = 0; index < sessionStorage.length; index++) {
      const key = sessionStorage.key(index);
      if (key && USER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // Storage that throws keeps nothing to forget.
  }
}
