// A family's calls whose code loads on the first call: the object has every method at once (so
// callers, spies and types see the family as before) and each method, async anyway, awaits the
// family's module before it runs. Bundlers put each such module in a chunk of its own, so a
// visitor who never logs in never downloads the candidate, employer or admin calls.

type AnyCall = (...args: never[]) => Promise<unknown>;

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * The calls of `load()`'s answer, named in `names`, on an object that also holds `eager`'s
 * members as they are. A failed load (a chunk that did not arrive) is forgotten, so the next call
 * retries it.
 */
export function lazyCalls<Calls extends Record<keyof Calls, AnyCall>, Eager extends object>(
  names: readonly (keyof Calls & string)[],
  load: () => Promise<Calls>,
  eager: Eager,
): Eager & Calls {
  let calls: Calls | undefined;
  let pending: Promise<Calls> | undefined;
  const loaded = () => {
    pending ??= load().then(
      (module) => {
        calls = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const family: Record<string, unknown> = {};
  Object.assign(family, eager);
  for (const name of names) {
    // Once loaded, a call starts at once, as an eager one does (its request is sent before the
    // caller's next line); before, it waits for the module.
    family[name] = (...args: unknown[]): Promise<unknown> =>
      calls
        ? Reflect.apply(calls[name], calls, args)
        : loaded().then((module) => Reflect.apply(module[name], module, args));
  }
  loaders.set(family, loaded);
  return family as Eager & Calls;
}

/**
 * Starts loading the code of a family's lazily loaded calls (e.g. `client.public` while the start
 * flow reads the configuration) and resolves once it is there. Families without lazy calls
 * resolve at once.
 */
export async function preloadCalls(family: object): Promise<void> {
  await loaders.get(family)?.();
}
