/**
 * Typed access to fast-xml-parser's output (attributes prefixed '@_', text in '#text', a
 * repeated element as an array), which the parser itself types as `any`.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every child element of this name, whether the element occurred once or more. */
export function childrenOf(node: unknown, name: string): unknown[] {
  if (!isRecord(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function firstChild(node: unknown, name: string): unknown {
  return childrenOf(node, name)[0];
}

/** The text of an element: its own text, or all the text inside it for mixed content. */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ').trim();
  if (!isRecord(node)) return '';
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, value]) => textOf(value))
    .filter((text) => text !== '')
    .join(' ');
}

export function attributeOf(node: unknown, name: string): string | undefined {
  if (!isRecord(node)) return undefined;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text of the first child of this name that has any. */
export function childText(node: unknown, ...names: string[]): string {
  for (const name of names) {
    for (const child of childrenOf(node, name)) {
      const text = textOf(child).trim();
      if (text !== '') return text;
    }
  }
  return '';
}
