/**
 * The reads of a board's public jobs. On a site that anonymizes jobs the API answers them without
 * their employer to guests (spec §6: anonymous jobs need login), so a signed-in visitor's answers
 * are cached under keys of their own: a login reads them afresh, a logout goes back to the
 * guest's (the server render's are a guest's).
 */
const PUBLIC_JOB_READS = [
  'job-search',
  'job-details',
  'job-details-related',
  'board-jobs',
  'landing-page',
  'organisation-page',
].map((name) => `[${JSON.stringify(name)},`);

/** The key a request is read under: a signed-in visitor's own for a public job read. */
export function readKey(key: string, signedIn: boolean): string {
  return signedIn && PUBLIC_JOB_READS.some((prefix) => key.startsWith(prefix))
    ? `${key.slice(0, -1)},"signed-in"]`
    : key;
}
