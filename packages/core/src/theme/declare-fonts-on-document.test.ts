import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { declareFontsOnDocument, webFontStylesheetUrl } from './declare-fonts-on-document';

interface HappyDomWindow {
  happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
}

// happy-dom fetches no style sheets; without this it logs an error for every link added.
beforeAll(() => {
  const { happyDOM } = window as unknown as HappyDomWindow;
  if (happyDOM) happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('declareFontsOnDocument', () => {
  it('links the web font style sheet in the document head, once', () => {
    const link = declareFontsOnDocument(document, 'open-sans');
    declareFontsOnDocument(document, 'open-sans');
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(link?.getAttribute('href')).toBe(
      'https://fonts.googleapis.com/css2?family=Open+Sans:wght@400;600;700&display=swap',
    );
  });

  it('declares on the document even when the board lives in a shadow root', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    declareFontsOnDocument(document, 'lato');
    expect(shadow.querySelectorAll('link')).toHaveLength(0);
    expect(document.head.querySelector('link[data-jb-font="lato"]')).not.toBeNull();
  });

  it.each(['sans-serif', 'arial', 'georgia', 'unknown-font'])(
    'loads nothing for the system font %s',
    (font) => {
      expect(declareFontsOnDocument(document, font)).toBeNull();
      expect(document.head.querySelectorAll('link')).toHaveLength(0);
    },
  );

  it('applies the CSP nonce and a self-hosted base URL', () => {
    const link = declareFontsOnDocument(document, 'roboto', {
      nonce: 'n0nce',
      baseUrl: 'https://fonts.example.com/css2',
    });
    expect(link?.getAttribute('nonce')).toBe('n0nce');
    expect(link?.getAttribute('href')).toBe(
      'https://fonts.example.com/css2?family=Roboto:wght@400;600;700&display=swap',
    );
  });

  it('adds one link per font', () => {
    declareFontsOnDocument(document, 'roboto');
    declareFontsOnDocument(document, 'lato');
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });
});

describe('webFontStylesheetUrl', () => {
  it('is null for fonts without a web font family', () => {
    expect(webFontStylesheetUrl({ id: 'arial', label: 'Arial', stack: 'Arial' })).toBeNull();
  });
});
