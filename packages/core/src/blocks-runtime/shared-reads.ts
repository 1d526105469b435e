/**
 * Reads a page move started for the next page's block data (`readPageData`) that were still on
 * their way when the page showed without them (it waits at most 3 s): the page's blocks take
 * them up instead of asking the API again, so a slow answer is waited for once, not twice.
 * Kept per client (one per board) until taken, or for {@link SETTLED_KEPT_MS} after they
 * answer. In the runtime (read-page-data.ts imports it), so the home page loads no file of its
 * own for it.
 */
const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

/** How long an answered read stays offered. */
export const SETTLED_KEPT_MS = 10_000;

/**
 * Offers `read`, the answer to the request `key`, to the blocks of `client`'s board: the key a
 * block reads under (`readKey`: a signed-in visitor's own on a site that anonymizes jobs).
 */
export function shareRead(client: object, key: string, read: Promise<unknown>): void {
  let shared = reads.get(client);
  if (!shared) {
    shared = new Map();
    reads.set(client, shared);
  }
  const own = shared;
  own.set(key, read);
  const forget = () => {
    if (own.get(key) === read) own.delete(key);
  };
  // An answer is kept a while (a block whose chunk was still loading takes it up then); a
  // failure is not: a block that comes later asks again.
  read.then(() => setTimeout(forget, SETTLED_KEPT_MS), forget);
}

/** The read of the request `key` offered to `client`'s blocks and not taken yet, taking it. */
export function takeSharedRead(client: object, key: string): Promise<unknown> | undefined {
  const shared = reads.get(client);
  const read = shared?.get(key);
  if (read) shared?.delete(key);
  return read;
}
