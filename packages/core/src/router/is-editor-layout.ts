/** `?layout=editor`: the page is shown inside the editor, with mock data on detail pages. */
export function isEditorLayout(query: URLSearchParams): boolean {
  return query.get('layout') === 'editor';
}
