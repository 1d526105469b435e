import type { RenderBoardResult } from '../render-board-to-string';

/**
 * A server render's HTML placed in the document as a host page serves it, for hydration tests:
 * the element to mount into, the server's root element (hydration must keep it) and the state
 * to hand over as `initialData`.
 */
export function placeServerPage(result: RenderBoardResult) {
  if (result.kind !== 'page' || !result.state) throw new Error('The render gave no page.');
  const element = document.createElement('div');
  element.innerHTML = result.html;
  document.body.append(element);
  return { element, serverRoot: element.firstElementChild, state: result.state };
}
