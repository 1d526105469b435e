import { createEvent, fireEvent, screen, within } from '@testing-library/react';

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/**
 * A real `change` event: testing-library/preact turns `fireEvent.change` into an `input` event
 * under preact/compat, which selects do not listen to.
 */
export function choose(label: string, value: string) {
  const select = screen.getByLabelText(label);
  fireEvent(select, createEvent.change(select, { target: { value } }));
}

/** The error text a field points to with `aria-describedby`, once it is marked invalid. */
export function errorOf(label: string): string | undefined {
  const field = screen.getByLabelText(label);
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

/** The Order button of the product named `name`, named after it. */
export async function orderButton(name: string): Promise<HTMLElement> {
  const card = await screen.findByRole('listitem', { name });
  return within(card).getByRole('button', { name: `Order ${name}` });
}

/**
 * Presses a product's Order button as a pointer does (focus, then click) and waits for the
 * dialog, whose chunk loads on the way to the button.
 */
export async function openOrderDialog(name = 'Basis') {
  // Transformed once here, the dialog's lazily loaded chunk loads at once below.
  await import('../product-order-dialog');
  const button = await orderButton(name);
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog');
  return { button, dialog };
}

/** Fills in every field the default guest form requires. */
export function fillInGuest() {
  type('Company name', 'Example BV');
  type('First name', 'Kim');
  type('Last name', 'de Vries');
  type('Email', 'kim@example.com');
  type('Phone number', '06 12345678');
  type('Address', 'Damrak 1');
  type('Postal code', '1012 LG');
  type('City', 'Amsterdam');
}

export const submitOrder = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
