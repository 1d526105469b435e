// Addresses from data (an organisation's links, a job's own application page) are used only
// when they are web addresses: `javascript:` and other schemes never reach an href or src.

/** Whether an address is an absolute http(s) URL, the only kind an image or link may use. */
export function isWebAddress(address: string, httpsOnly = false): boolean {
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || (!httpsOnly && protocol === 'http:');
  } catch {
    return false;
  }
}
