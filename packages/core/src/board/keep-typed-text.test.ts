import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedText } from './keep-typed-text';

/** The server's HTML: fields written with their values, some then typed into. */
function serverForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML =
    '<input name="email" type="email" value=""><input name="search" value="dev">' +
    '<textarea name="text"></textarea><input name="news" type="checkbox">';
  document.body.append(form);
  return form;
}

const field = (form: HTMLFormElement, name: string) =>
  form.querySelector(`[name="${name}"]`) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('keepTypedText', () => {
  it('refuses a render’s write over typed text and sends the input event a visitor would', async () => {
    const form = serverForm();
    field(form, 'email').value = 'sam@example.test';
    (form.querySelector('textarea') as HTMLTextAreaElement).value = 'Hello';
    const heard: string[] = [];
    form.addEventListener('input', (event) =>
      heard.push(
        `${(event.target as HTMLInputElement).name}=${(event.target as HTMLInputElement).value}`,
      ),
    );
    keepTypedText(form);
    // The first render after hydration writes each field's state, the server's values.
    field(form, 'email').value = '';
    (form.querySelector('textarea') as HTMLTextAreaElement).value = '';
    expect(field(form, 'email').value).toBe('sam@example.test');
    expect((form.querySelector('textarea') as HTMLTextAreaElement).value).toBe('Hello');
    await Promise.resolve();
    expect(heard).toEqual(['email=sam@example.test', 'text=Hello']);
    // Guarded once: the state has the text, later writes are the state's own.
    field(form, 'email').value = '';
    expect(field(form, 'email').value).toBe('');
  });

  it('lets writes through to a field that holds the server’s value', () => {
    const form = serverForm();
    keepTypedText(form);
    field(form, 'search').value = 'developer';
    expect(field(form, 'search').value).toBe('developer');
    field(form, 'email').value = 'a@b.test';
    expect(field(form, 'email').value).toBe('a@b.test');
  });

  it('keeps an edit of a server value, and leaves boxes alone', () => {
    const form = serverForm();
    field(form, 'search').value = 'developer';
    keepTypedText(form);
    field(form, 'search').value = 'dev';
    expect(field(form, 'search').value).toBe('developer');
    expect(Object.getOwnPropertyDescriptor(field(form, 'news'), 'value')).toBeUndefined();
  });

  it('ends every guard when stopped, and on its own after the time given', () => {
    vi.useFakeTimers();
    const form = serverForm();
    field(form, 'email').value = 'sam@example.test';
    const stop = keepTypedText(form, 1_000);
    expect(Object.getOwnPropertyDescriptor(field(form, 'email'), 'value')).toBeDefined();
    vi.advanceTimersByTime(1_000);
    expect(Object.getOwnPropertyDescriptor(field(form, 'email'), 'value')).toBeUndefined();
    field(form, 'email').value = '';
    expect(field(form, 'email').value).toBe('');
    stop();
  });
});
