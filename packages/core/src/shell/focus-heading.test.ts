import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenShown, focusQuietly } from './focus-heading';

const mutations = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  const main = document.createElement('main');
  const other = document.createElement('button');
  document.body.append(main, other);
  main.append(Object.assign(document.createElement('p'), { textContent: 'Laden…' }));
  focusQuietly(main);
  return { main, other };
}

afterEach(() => document.body.replaceChildren());

describe('the focus waits on main for a detail page’s heading', () => {
  it('focuses the heading once its item renders it', async () => {
    const { main } = page();
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    focusHeadingWhenShown(main);
    const h1 = document.createElement('h1');
    main.replaceChildren(h1);
    await mutations();
    expect(document.activeElement).toBe(h1);
  });

  it('leaves the focus where the visitor moved it meanwhile', async () => {
    const { main, other } = page();
    focusHeadingWhenShown(main);
    other.focus();
    main.append(document.createElement('h1'));
    await mutations();
    expect(document.activeElement).toBe(other);
  });

  it('stops waiting when the page changes again', async () => {
    const { main } = page();
    const stop = focusHeadingWhenShown(main);
    stop();
    main.append(document.createElement('h1'));
    await mutations();
    expect(document.activeElement).toBe(main);
  });
});
