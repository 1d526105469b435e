// URL slugs of the demo's names and titles.

/** Lower-case ASCII words joined by `-`, at most 60 characters: a slug the URL needs no escapes in. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
