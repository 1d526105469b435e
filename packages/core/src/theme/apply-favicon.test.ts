import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon } from './apply-favicon';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyFavicon', () => {
  it('adds an icon link', () => {
    applyFavicon(document, 'https://cdn.example/icon.png');
    const links = document.head.querySelectorAll('link[rel="icon"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://cdn.example/icon.png');
  });

  it('reuses the page icon link instead of adding a second one', () => {
    document.head.innerHTML = '<link rel="shortcut icon" href="/old.ico">';
    applyFavicon(document, '/new.png');
    applyFavicon(document, '/newer.png');
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/newer.png');
  });

  it('leaves the page icon alone when the site has no favicon', () => {
    document.head.innerHTML = '<link rel="icon" href="/host.ico">';
    applyFavicon(document, '');
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe('/host.ico');
  });
});
