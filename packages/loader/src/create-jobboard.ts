import { type BoardCommands, createBoard, type LoaderDeps } from './create-board';
import type { InitOptions, Jobboard, NameOption } from './init-options';

/**
 * The `Jobboard(command, ...args)` function over named boards. The name comes from the last
 * argument when it is an options object, else from `defaults` (the script's data-name) or
 * 'default'. It never throws: a bad call is logged.
 */
export function createJobboard(defaults: InitOptions, deps: LoaderDeps = {}) {
  const boards: Record<string, BoardCommands> = {};
  const initialized = new Set<string>();
  const owners = new Map<HTMLElement, () => void>();
  const context = {
    defaults,
    deps,
    claim(target: HTMLElement, release: () => void) {
      owners.get(target)?.();
      owners.set(target, release);
    },
  };
  const nameOf = (name?: string) => name || defaults.name || 'default';

  const jobboard: Jobboard = (...args: unknown[]) => {
    try {
      const [command, ...rest] = args;
      const last = args[args.length - 1];
      const name = nameOf(typeof last === 'object' ? (last as NameOption | null)?.name : '');
      if (command === 'init') initialized.add(name);
      boards[name] ||= createBoard(name, context);
      (boards[name][command as keyof BoardCommands] as (...values: unknown[]) => void)(...rest);
    } catch (error) {
      console.error(error);
    }
  };

  /** Whether `init` was ever called for this name: a script tag then does not init it again. */
  const hasInit = (name?: string) => initialized.has(nameOf(name));

  return { jobboard, hasInit };
}
