import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import * as faqBlock from './faq-block';
import { faqStyles } from './faq-styles';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const questions = [
  { question: 'How do I apply?', answer: '<p>Press <strong>Apply</strong>.</p>' },
  { question: 'Is it free?', answer: '<p>Yes.</p>' },
];

const renderFaq = (settings: Record<string, unknown>) =>
  renderContentBlock('faq', faqBlock, { i18n, settings });

describe('faq title', () => {
  it.each([
    ['the default title of the locale', {}, 'Veelgestelde vragen'],
    ['a title of the admin', { title: 'Questions' }, 'Questions'],
  ])('shows %s', (_name, settings, title) => {
    renderFaq(settings);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(screen.getByRole('region', { name: title })).toBeTruthy();
  });

  it('leaves the heading out when the title is empty', () => {
    renderFaq({ title: '', questions });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('faq questions as a disclosure list', () => {
  it('lists every question as a collapsed button controlling its answer', () => {
    renderFaq({ questions });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['How do I apply?', 'Is it free?']);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(answer?.hidden).toBe(true);
      expect(answer?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('opens and closes only the answer of the question pressed', () => {
    renderFaq({ questions });
    const button = screen.getByRole('button', { name: 'How do I apply?' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'How do I apply?' });
    expect(answer.hidden).toBe(false);
    expect(answer.querySelector('strong')?.textContent).toBe('Apply');
    expect(screen.getByRole('button', { name: 'Is it free?' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows every answer when scripts are off, as the buttons cannot open them there', () => {
    expect(faqStyles('.r')).toMatch(
      /@media \(scripting: none\) \{\s*(\/\*[^*]*\*\/\s*)?\.r \.jb-faq__answer\[hidden\] \{\s*display: block !important;/,
    );
  });

  it('shows no list without questions (the default)', () => {
    const { container } = renderFaq({});
    expect(container.querySelector('ul')).toBeNull();
  });
});

describe('faq answers keep untrusted HTML inert', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned = 1</script>'],
    ['an onerror handler', '<p>Hi</p><img src="x.png" onerror="window.__pwned = 1">'],
  ])('%s', (_name, answer) => {
    const { container } = renderFaq({ questions: [{ question: 'Q', answer }] });
    fireEvent.click(screen.getByRole('button', { name: 'Q' }));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Q' }).textContent).toBe('Hi');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('faq ids on a named board', () => {
  it("start with the board's prefix, so two boards on a page never share them", () => {
    renderContentBlock('faq', faqBlock, { i18n, settings: { questions }, idPrefix: 'jobs-' });
    const button = screen.getByRole('button', { name: 'How do I apply?' });
    expect(button.getAttribute('aria-controls')).toMatch(/^jobs-jb-faq-1-/);
    expect(
      screen.getByRole('region', { name: 'Veelgestelde vragen' }).getAttribute('aria-labelledby'),
    ).toBe('jobs-jb-faq-1-title');
  });
});
