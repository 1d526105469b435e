import { describe, expect, it } from 'vitest';
import { type EmbedManifest, pagePreloads } from './page-preloads';

const manifest: EmbedManifest = {
  files: {
    'core.js': { imports: ['chunks/embed.js'] },
    'chunks/embed.js': {},
    'chunks/start.js': { imports: ['chunks/embed.js'] },
    'chunks/nl.js': {},
    'chunks/texts-nl.js': {},
    'chunks/navbar-block.js': { imports: ['chunks/blocks-common.js', 'chunks/embed.js'] },
    'chunks/blocks-common.js': { imports: ['chunks/embed.js'] },
    'chunks/faq-block.js': { imports: ['chunks/blocks-common.js'] },
    'chunks/history.js': {},
  },
  modules: {
    'block-data': 'chunks/start.js',
    'public-calls': 'chunks/start.js',
    'catalog:nl': 'chunks/nl.js',
    'texts:nl': 'chunks/texts-nl.js',
    'block:navbar': 'chunks/navbar-block.js',
    'definition:navbar': 'chunks/navbar-block.js',
    'block:faq': 'chunks/faq-block.js',
    'history-location': 'chunks/history.js',
  },
};

describe('pagePreloads', () => {
  it("lists the runtime's chunks, the start, the locale's texts and the page's blocks with their imports", () => {
    expect(pagePreloads(manifest, { locale: 'nl', blockTypes: ['navbar'] }).sort()).toEqual([
      'chunks/blocks-common.js',
      'chunks/embed.js',
      'chunks/history.js',
      'chunks/navbar-block.js',
      'chunks/nl.js',
      'chunks/start.js',
      'chunks/texts-nl.js',
    ]);
  });

  it('leaves out core.js, blocks the page does not have, and names the manifest lacks', () => {
    const files = pagePreloads(manifest, { locale: 'ro', blockTypes: ['weather'] });
    expect(files).not.toContain('core.js');
    expect(files).not.toContain('chunks/faq-block.js');
    expect(files).not.toContain('chunks/nl.js');
  });
});
