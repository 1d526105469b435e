import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n, fixtureContext } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import * as htmlBlock from './html-block';
import { renderContentBlock } from './testing/render-content-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const renderHtml = (html: string) =>
  renderContentBlock('html', htmlBlock, { i18n, settings: { html } });

describe('html block renders its setting', () => {
  it('shows formatted HTML', () => {
    renderHtml('<h2>Welcome</h2><p>Find <strong>your</strong> job</p>');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('your').tagName).toBe('STRONG');
  });

  it('renders nothing for the default (empty) HTML', () => {
    const { container } = renderHtml('');
    expect(container.innerHTML).toBe('');
  });
});

describe('html block keeps untrusted HTML inert', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned = 1</script>'],
    ['an onerror handler', '<p>Hi</p><img src="x.png" onerror="window.__pwned = 1">'],
  ])('%s', (_name, html) => {
    const { container } = renderHtml(html);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toBe('Hi');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('html block fills in the job board placeholders', () => {
  const config = {
    ...fixtureContext().config,
    job_boards: [
      {
        id: 7,
        name: 'Board',
        placeholders: [
          { key: 'email', value: 'info@board.example', name: 'E-mail' },
          { key: 'name', value: 'Jansen & <Zn>', name: 'Name' },
        ],
      },
    ],
  };

  it('replaces #key# with its value as text, leaving unknown keys as written', () => {
    renderContentBlock('html', htmlBlock, {
      i18n,
      settings: { html: '<p>Mail #email# or #phone#. By #name#.</p>' },
      context: { config },
    });
    const text = screen.getByText(/Mail/);
    expect(text.textContent).toBe('Mail info@board.example or #phone#. By Jansen & <Zn>.');
    // The value is text: its angle brackets made no element.
    expect(text.children).toHaveLength(0);
  });
});
