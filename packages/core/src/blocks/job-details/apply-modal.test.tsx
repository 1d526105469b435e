import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLY_JOB, openApplyForm } from './testing/apply-form-kit';

afterEach(cleanup);

describe('the apply dialog', () => {
  it('is a modal dialog labelled by its title', async () => {
    const { dialog, button } = await openApplyForm();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe(`Apply for ${APPLY_JOB.title}`);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openApplyForm();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openApplyForm();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Send application' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closes with %s and gives focus back to the apply button', async (_name, close) => {
    const { button } = await openApplyForm();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('starts empty when opened again', async () => {
    await openApplyForm();
    fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('');
  });
});
