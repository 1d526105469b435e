import { type BoardUrl, type BoardUrlInput, toBoardUrl } from './board-url';

/** `?layout=editor`: the page is shown inside the editor, with mock data on detail pages. */
export function isEditorLayout(query: URLSearchParams): boolean {
  return query.get('layout') === 'editor';
}

/** A board URL with `layout=editor` in its query: a move that keeps the editor's preview. */
export function inEditorLayout(to: BoardUrlInput): BoardUrl {
  const url = toBoardUrl(to);
  if (isEditorLayout(url.query)) return url;
  const query = new URLSearchParams(url.query);
  query.set('layout', 'editor');
  return { ...url, query };
}
