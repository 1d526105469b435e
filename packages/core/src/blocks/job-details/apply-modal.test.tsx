import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import {
  APPLY_JOB,
  fillRequiredFields,
  openApplyForm,
  submitApplication,
} from './testing/apply-form-kit';
import { renderJobDetails } from './testing/render-job-details';

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
    fireEvent.click(screen.getByRole('button', { name: 'Close the form' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('');
  });

  describe('once something is filled in (builder.md §5: modals confirm before close)', () => {
    const fillIn = () =>
      fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: 'Kim' } });

    it.each([
      ['Escape', () => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })],
      ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ])('asks first on %s, with focus on keeping the form', async (_name, close) => {
      await openApplyForm();
      fillIn();
      close();
      expect(screen.getByRole('dialog')).toBeTruthy();
      const confirm = screen.getByRole('alertdialog', { name: 'Close without sending?' });
      expect(confirm.textContent).toContain('What you filled in will be lost.');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
    });

    it.each([
      ['Keep editing', () => fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))],
      ['Escape', () => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })],
    ])('keeps the form and what is in it with %s', async (_name, keep) => {
      await openApplyForm();
      fillIn();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      keep();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Kim');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    });

    it('keeps Tab on its two answers, and Keep editing returns to the field', async () => {
      const { dialog } = await openApplyForm();
      const field = screen.getByLabelText(/^First name/);
      field.focus();
      fillIn();
      fireEvent.keyDown(field, { key: 'Escape' });
      const keep = screen.getByRole('button', { name: 'Keep editing' });
      const closeForm = screen.getByRole('button', { name: 'Close the form' });
      fireEvent.keyDown(closeForm, { key: 'Tab' });
      expect(document.activeElement).toBe(keep);
      fireEvent.keyDown(keep, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(closeForm);
      // The form and the close button cannot be reached or changed meanwhile.
      expect(field.closest('[inert]')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Close' }).closest('[inert]')).not.toBeNull();
      fireEvent.click(keep);
      expect(dialog.querySelector('[inert]')).toBeNull();
      expect(document.activeElement).toBe(field);
    });

    it('keeps focus in the dialog when the application is sent while it asks', async () => {
      const { dialog } = await openApplyForm();
      await fillRequiredFields();
      submitApplication();
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
      await screen.findByText('Thank you for applying!');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      // preact runs effects after the next frame.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
      );
      expect(dialog.contains(document.activeElement)).toBe(true);
    });

    it("asks the browser's leave-page question until the form is sent or closed", async () => {
      const leaving = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      await openApplyForm();
      expect(leaving()).toBe(false);
      await fillRequiredFields();
      expect(leaving()).toBe(true);
      submitApplication();
      await screen.findByText('Thank you for applying!');
      expect(leaving()).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
      fillIn();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      fireEvent.click(screen.getByRole('button', { name: 'Close the form' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(leaving()).toBe(false);
    });

    it('closes with Close the form, giving focus back to the apply button', async () => {
      const { button } = await openApplyForm();
      fillIn();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      fireEvent.click(screen.getByRole('button', { name: 'Close the form' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
    });
  });

  it("shows its texts in the board's locale: the apply catalog part loads with it", async () => {
    await import('./apply-modal');
    const board = await createI18n({ locale: 'nl' });
    await renderJobDetails({ job: APPLY_JOB, detailKey: APPLY_JOB.slug, i18n: board });
    const button = await screen.findByRole('button', { name: 'Nu solliciteren' });
    expect(board.hasPart('apply')).toBe(false);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(board.hasPart('apply')).toBe(true);
    const title = () => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title()?.textContent).toBe(`Solliciteer op ${APPLY_JOB.title}`);
    expect(screen.getByRole('button', { name: 'Sollicitatie versturen' })).toBeTruthy();
    await act(() => board.setLocale('ro'));
    expect(title()?.textContent).toBe(`Aplică pentru ${APPLY_JOB.title}`);
    expect(screen.getByRole('button', { name: 'Trimite candidatura' })).toBeTruthy();
  });

  it('loads its texts when the visitor heads for the apply button', async () => {
    const board = await createI18n({ locale: 'nl' });
    await renderJobDetails({ job: APPLY_JOB, detailKey: APPLY_JOB.slug, i18n: board });
    const button = await screen.findByRole('button', { name: 'Nu solliciteren' });
    fireEvent.pointerEnter(button);
    await act(() => vi.waitFor(() => expect(board.hasPart('apply')).toBe(true)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads its texts soon after the page shows, for a touch screen that never hovers', async () => {
    const board = await createI18n({ locale: 'nl' });
    await renderJobDetails({ job: APPLY_JOB, detailKey: APPLY_JOB.slug, i18n: board });
    await screen.findByRole('button', { name: 'Nu solliciteren' });
    // Not with the page, which loads first.
    expect(board.hasPart('apply')).toBe(false);
    await waitFor(() => expect(board.hasPart('apply')).toBe(true), { timeout: 4_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
