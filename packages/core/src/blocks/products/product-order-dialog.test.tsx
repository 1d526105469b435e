import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fillInGuest,
  openOrderDialog,
  orderButton,
  submitOrder,
  type,
} from './testing/order-form-kit';
import { ORDER_ID, renderProductsBlock } from './testing/render-products-block';

afterEach(cleanup);

const pressEscape = () => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
const closeButton = () => screen.getByRole('button', { name: 'Close' });

describe('the order dialog', () => {
  it('opens from an Order button on each product, which names the product it orders', async () => {
    await renderProductsBlock();
    for (const name of ['Basis', 'Plus']) {
      // Found by its name: 'Order Basis'.
      const button = await orderButton(name);
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    }
    expect(screen.queryByRole('link', { name: 'Create an employer account to order' })).toBeNull();
  });

  it('is a modal dialog labelled by its title, which names the product and its price', async () => {
    await renderProductsBlock();
    const { dialog } = await openOrderDialog('Plus');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toMatch(/^Order Plus for €\s?295(\.00)?$/);
  });

  it('moves the focus into the dialog', async () => {
    await renderProductsBlock();
    const { dialog } = await openOrderDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(closeButton());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await renderProductsBlock();
    const { dialog } = await openOrderDialog();
    const submit = screen.getByRole('button', { name: 'Place order' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(closeButton());
    fireEvent.keyDown(closeButton(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['Escape', pressEscape],
    ['the close button', () => fireEvent.click(closeButton())],
  ])('closes with %s and gives the focus back to the Order button', async (_name, close) => {
    await renderProductsBlock();
    const { button } = await openOrderDialog();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  describe('once something is filled in (builder.md §5: modals confirm before close)', () => {
    it('asks first, with the focus on keeping the form; Keep editing goes back to the field', async () => {
      await renderProductsBlock();
      await openOrderDialog();
      const field = screen.getByLabelText('First name');
      field.focus();
      type('First name', 'Kim');
      fireEvent.keyDown(field, { key: 'Escape' });
      expect(screen.getByRole('alertdialog', { name: 'Close without ordering?' })).toBeTruthy();
      const keep = screen.getByRole('button', { name: 'Keep editing' });
      await waitFor(() => expect(document.activeElement).toBe(keep));
      expect(field.closest('[inert]')).not.toBeNull();
      fireEvent.click(keep);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect((field as HTMLInputElement).value).toBe('Kim');
    });

    it('closes with Close the form, giving the focus back to the Order button', async () => {
      await renderProductsBlock();
      const { button } = await openOrderDialog();
      type('First name', 'Kim');
      fireEvent.click(closeButton());
      fireEvent.click(screen.getByRole('button', { name: 'Close the form' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
    });

    it('closes without asking once the order is placed', async () => {
      await renderProductsBlock();
      const { button } = await openOrderDialog();
      fillInGuest();
      submitOrder();
      const thanks = await screen.findByText(`Your order number is ${ORDER_ID}.`);
      await waitFor(() => expect(thanks.closest('[role="status"]')).toBe(document.activeElement));
      pressEscape();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
    });
  });
});
