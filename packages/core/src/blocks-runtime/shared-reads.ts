/**
 * Reads a page move started for the next page's block data (`readPageData`) that were still on
 * their way when the page showed without them (it waits at most 3 s): the page's blocks take
 * them up instead of asking the API again, so a slow answer is waited for once, not twice.
 * Kept per client (one per board) until taken or settled. In the runtime (read-page-data.ts
 * imports it), so the home page loads no file of its own for it.
 */
const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Offers `read`, the answer to the request `key`, to the blocks of `client`'s board. */
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
  read.then(forget, forget);
}

/** The read of the request `key` offered to `client`'s blocks and not taken yet, taking it. */
export function takeSharedRead(client: object, key: string): Promise<unknown> | undefined {
  const shared = reads.get(client);
  const read = shared?.get(key);
  if (read) shared?.delete(key);
  return read;
}
