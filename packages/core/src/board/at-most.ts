/**
 * Waits for `work`, at most `ms`: a block chunk that never arrives must not hold the page back
 * (its block shows the placeholder, then the loading-error text, spec §8).
 */
export function atMost(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeOut]).finally(() => clearTimeout(timer));
}
