/**
 * Fills `{name}` slots of a message template (`'Server error: {message}'`). Slots without a
 * value stay as written so a missing value is visible rather than silently blank.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number | undefined>>,
): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? slot : String(value);
  });
}
