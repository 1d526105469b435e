import type { ProblemAction, ProblemFault } from './problem-text';

/** Something `parseBlockSettings` had to repair, drop or ignore. */
export interface BlockSettingProblem {
  /** Dotted path of the setting, e.g. `navLinks.0.links.2.pageId`; empty for the whole block. */
  readonly key: string;
  /** What happened, in English (for logs and custom blocks' own problems). */
  readonly message: string;
  /** What was wrong and what parsing did, for a translation (the catalogue's problems). */
  readonly fault?: ProblemFault;
  readonly action?: ProblemAction;
  /** A JSON-safe copy of the offending value (cut short when large or cyclic). */
  readonly value: unknown;
}

const MAX_DEPTH = 3;
const MAX_ENTRIES = 20;
const MAX_STRING = 200;

/**
 * A JSON-safe copy of any value, so problems can be logged or sent over the wire even when the
 * input was cyclic, huge, or full of values JSON cannot hold (NaN, bigint, functions, symbols).
 */
export function previewValue(value: unknown): unknown {
  try {
    return preview(value, 0, new WeakSet());
  } catch {
    // Proxies and exotic objects may throw on any read.
    return '[unreadable]';
  }
}

function preview(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'undefined') return '[undefined]';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return '[symbol]';
  if (typeof value === 'function') return '[function]';
  if (seen.has(value)) return '[cycle]';
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[array]' : '[object]';
  seen.add(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ENTRIES).map((item) => preview(item, depth + 1, seen));
    if (value.length > MAX_ENTRIES) items.push(`[${value.length - MAX_ENTRIES} more]`);
    return items;
  }
  const copy: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (const key of keys.slice(0, MAX_ENTRIES)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    // Object.defineProperty keeps keys such as `__proto__` as plain own data properties.
    Object.defineProperty(copy, key, {
      value:
        descriptor && 'value' in descriptor
          ? preview(descriptor.value, depth + 1, seen)
          : '[getter]',
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  if (keys.length > MAX_ENTRIES) copy['…'] = `[${keys.length - MAX_ENTRIES} more]`;
  return copy;
}
