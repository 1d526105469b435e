/**
 * Replaces `#key#` placeholders (organisation name, email, job board placeholders) in a text.
 * Keys without a value are left as written, so `#` used as plain text survives.
 */
export function substitutePlaceholders(
  text: string,
  values: Readonly<Record<string, string | number | null | undefined>>,
): string {
  return text.replace(/#([\w.-]+)#/g, (placeholder, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value == null ? placeholder : String(value);
  });
}
