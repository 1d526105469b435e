import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choose,
  errorOf,
  fillInGuest,
  openOrderDialog,
  submitOrder,
  type,
} from './testing/order-form-kit';
import {
  BOARD_ID,
  defaultOrderApi,
  type FakeApi,
  ORDER_ID,
  orderRequests,
  type RenderProductsOptions,
  renderProductsBlock,
} from './testing/render-products-block';

afterEach(cleanup);

const EMAIL_TAKEN = {
  status: 400,
  body: {
    message: 'An account with this email already exists.',
    code: 'validation.client_user_email',
    errors: { email: ['validation.client_user_email'] },
  },
};

async function openGuestForm(options: RenderProductsOptions = {}) {
  const view = await renderProductsBlock(options);
  const opened = await openOrderDialog();
  return { ...view, ...opened };
}

/** The orders placed (not the email checks). */
const placed = (sent: Awaited<ReturnType<typeof renderProductsBlock>>['sent']) =>
  orderRequests(sent).filter(
    (request) => Object.keys(request.body as Record<string, unknown>).length > 1,
  );

const ALL_LABELS = [
  'Company name',
  'First name',
  'Last name',
  'Email',
  'Country code',
  'Phone number',
  'Invoice email (optional)',
  'Purchase order (PO) number (optional)',
  'Address',
  'Postal code',
  'City',
  'Country',
];

describe("the guest's order form", () => {
  it('has every field by default, the address country from the site, NL first', async () => {
    await openGuestForm();
    for (const label of ALL_LABELS) expect(screen.getByLabelText(label)).toBeTruthy();
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('NL');
    expect([...country.options].map((option) => option.value)).toEqual(['NL', 'BE']);
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('NL');
    // One public payment type (or none): nothing to choose.
    expect(screen.queryByLabelText('Payment method')).toBeNull();
  });

  it.each([
    ['invoice_email', ['Invoice email (optional)']],
    ['po_number', ['Purchase order (PO) number (optional)']],
    ['phone', ['Phone number', 'Country code']],
    ['address', ['Address', 'Postal code', 'City', 'Country']],
  ])('leaves out %s when the block hides it', async (hidden, labels) => {
    await openGuestForm({ settings: { hiddenOrderFields: [hidden] } });
    for (const label of labels) expect(screen.queryByLabelText(label)).toBeNull();
    for (const label of ALL_LABELS.filter((item) => !labels.includes(item))) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it('says which required fields are missing and focuses the first', async () => {
    const { sent } = await openGuestForm();
    submitOrder();
    await waitFor(() => expect(errorOf('Company name')).toBe('Company name is required.'));
    expect(errorOf('First name')).toBe('First name is required.');
    expect(errorOf('Last name')).toBe('Last name is required.');
    expect(errorOf('Email')).toBe('Email is required.');
    expect(errorOf('Phone number')).toBe('Phone number is required.');
    expect(errorOf('Address')).toBe('Address is required.');
    expect(errorOf('Postal code')).toBe('Postal code is required.');
    expect(errorOf('City')).toBe('City is required.');
    // Optional fields stay quiet.
    expect(errorOf('Invoice email (optional)')).toBeUndefined();
    expect(errorOf('Purchase order (PO) number (optional)')).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company name')));
    expect(placed(sent)).toEqual([]);
  });

  it('checks the emails and the phone number', async () => {
    await openGuestForm();
    fillInGuest();
    type('Email', 'kim@');
    type('Invoice email (optional)', 'billing');
    type('Phone number', '12');
    submitOrder();
    await waitFor(() =>
      expect(errorOf('Email')).toBe('Enter a valid email address, such as name@example.com.'),
    );
    expect(errorOf('Invoice email (optional)')).toBe(
      'Enter a valid email address, such as name@example.com.',
    );
    expect(errorOf('Phone number')).toBe('Enter a valid phone number.');
  });

  it('takes no more characters in each field than the API does, and says so', async () => {
    const { sent } = await openGuestForm();
    const limits: [string, number][] = [
      ['Company name', 200],
      ['First name', 100],
      ['Last name', 100],
      ['Email', 254],
      ['Invoice email (optional)', 254],
      ['Purchase order (PO) number (optional)', 50],
      ['Address', 200],
      ['Postal code', 20],
      ['City', 100],
    ];
    for (const [label, max] of limits) {
      expect((screen.getByLabelText(label) as HTMLInputElement).maxLength, label).toBe(max);
    }
    fillInGuest();
    // Past the input's limit as a script or an old browser may put it.
    type('Postal code', '1'.repeat(21));
    type('Purchase order (PO) number (optional)', 'P'.repeat(51));
    type('Email', `${'k'.repeat(243)}@example.com`);
    submitOrder();
    await waitFor(() => expect(errorOf('Postal code')).toBe('Enter at most 20 characters.'));
    expect(errorOf('Purchase order (PO) number (optional)')).toBe('Enter at most 50 characters.');
    expect(errorOf('Email')).toBe('Enter at most 254 characters.');
    expect(errorOf('City')).toBeUndefined();
    expect(placed(sent)).toEqual([]);
  });

  it('sends the exact order: ids of the product and board, empty fields left out', async () => {
    const { sent, emit } = await openGuestForm();
    fillInGuest();
    type('Company name', '  Example BV ');
    submitOrder();
    expect(await screen.findByText(`Your order number is ${ORDER_ID}.`)).toBeTruthy();
    expect(placed(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/public/v1/orders',
        body: {
          name: 'Example BV',
          given_name: 'Kim',
          family_name: 'de Vries',
          email: 'kim@example.com',
          phone: '+31 6 12345678',
          address: {
            address_line_1: 'Damrak 1',
            postal_code: '1012 LG',
            city: 'Amsterdam',
            country_code: 'NL',
          },
          job_board_id: BOARD_ID,
          product_job_board_id: 11,
          product_id: 1,
        },
      },
    ]);
    expect(emit).toHaveBeenCalledWith('order_product', {
      productId: 1,
      price: 195,
      currency: 'EUR',
    });
    expect(screen.getByText('Thank you for your order!')).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Create an employer account' });
    expect(register.getAttribute('href')).toBe('/register?role=employer');
  });

  it('sends the optional fields when filled in, and the chosen country and payment method', async () => {
    const { sent } = await openGuestForm({
      config: {
        payment_types: [
          { id: 3, name: 'Invoice', third_party: null },
          { id: 4, name: 'Direct debit', third_party: 'debit' },
        ],
      },
    });
    fillInGuest();
    type('Invoice email (optional)', 'billing@example.com');
    type('Purchase order (PO) number (optional)', 'PO-77');
    type('Phone number', '+32 470 12 34 56');
    choose('Country', 'BE');
    // The choices the order needs are required, as the fields beside them.
    for (const label of ['Country', 'Country code', 'Payment method']) {
      expect((screen.getByLabelText(label) as HTMLSelectElement).required).toBe(true);
    }
    expect((screen.getByLabelText('Payment method') as HTMLSelectElement).value).toBe('3');
    choose('Payment method', '4');
    submitOrder();
    await screen.findByText(`Your order number is ${ORDER_ID}.`);
    expect(placed(sent)[0]?.body).toMatchObject({
      invoice_email: 'billing@example.com',
      po_number: 'PO-77',
      phone: '+32 470 12 34 56',
      address: { country_code: 'BE' },
      payment_type_id: 4,
    });
  });

  it('sends none of the hidden fields', async () => {
    const { sent } = await openGuestForm({
      settings: { hiddenOrderFields: ['phone', 'address', 'invoice_email', 'po_number'] },
    });
    type('Company name', 'Example BV');
    type('First name', 'Kim');
    type('Last name', 'de Vries');
    type('Email', 'kim@example.com');
    submitOrder();
    await screen.findByText(`Your order number is ${ORDER_ID}.`);
    expect(Object.keys(placed(sent)[0]?.body as object).sort()).toEqual([
      'email',
      'family_name',
      'given_name',
      'job_board_id',
      'name',
      'product_id',
      'product_job_board_id',
    ]);
  });

  describe('an email that has an employer account', () => {
    const takenFor =
      (email: string): FakeApi =>
      (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        return request.method === 'POST' && body?.email === email
          ? EMAIL_TAKEN
          : defaultOrderApi(request);
      };

    it('is found when the email is left, with a link to the login of employers', async () => {
      const { sent, sessionActions } = await openGuestForm({ api: takenFor('boss@example.com') });
      const email = screen.getByLabelText('Email');
      type('Email', 'boss@example.com');
      // Leaving a field sends focusout, which React and preact/compat both listen to for onBlur.
      fireEvent.focusOut(email);
      await waitFor(() =>
        expect(errorOf('Email')).toBe('An account with this email already exists.'),
      );
      expect(orderRequests(sent)).toEqual([
        { method: 'POST', path: '/api/public/v1/orders', body: { email: 'boss@example.com' } },
      ]);
      const login = screen.getByRole('link', { name: 'Log in as an employer to order' });
      expect(login.getAttribute('href')).toBe('/login?role=employer');
      // Announced, since focus has moved on when the check answers.
      expect(
        screen
          .getAllByRole('status')
          .some(
            (region) =>
              region.textContent ===
              'An account with this email already exists. Log in as an employer to order',
          ),
      ).toBe(true);
      // Logged in, the employer comes back to the products.
      fireEvent.click(login);
      expect(sessionActions.returnAfterLogin).toHaveBeenCalledWith('/products');
      // The order is not sent for that email; another email clears it.
      fillInGuest();
      type('Email', 'boss@example.com');
      submitOrder();
      await waitFor(() => expect(document.activeElement).toBe(email));
      expect(placed(sent)).toEqual([]);
      type('Email', 'kim@example.com');
      expect(errorOf('Email')).toBeUndefined();
      expect(screen.queryByRole('link', { name: 'Log in as an employer to order' })).toBeNull();
    });

    it('asks nothing for an email that does not look like one', async () => {
      const { sent } = await openGuestForm();
      type('Email', 'boss');
      fireEvent.focusOut(screen.getByLabelText('Email'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(orderRequests(sent)).toEqual([]);
    });

    it('is found when the order itself is refused for it', async () => {
      await openGuestForm({ api: takenFor('kim@example.com') });
      fillInGuest();
      submitOrder();
      await waitFor(() =>
        expect(errorOf('Email')).toBe('An account with this email already exists.'),
      );
      expect(screen.getByRole('link', { name: 'Log in as an employer to order' })).toBeTruthy();
    });
  });

  it('puts the API field errors on their fields, and other texts on the form', async () => {
    await openGuestForm({
      api: (request) =>
        request.method === 'POST' && Object.keys(request.body as object).length > 1
          ? {
              status: 400,
              body: {
                message: 'The given data was invalid.',
                errors: {
                  'address.postal_code': ['The postal code is not valid.'],
                  product_id: ['This product cannot be ordered on this job board.'],
                },
              },
            }
          : defaultOrderApi(request),
    });
    fillInGuest();
    submitOrder();
    await waitFor(() => expect(errorOf('Postal code')).toBe('The postal code is not valid.'));
    expect(screen.getByRole('alert').textContent).toBe('The given data was invalid.');
  });

  it.each([
    ['a server error', { status: 500, body: { message: 'Broken' } }],
    ['a refusal without a text', { status: 400, body: {} }],
  ])('says the order failed on %s', async (_name, answer) => {
    await openGuestForm({
      api: (request) =>
        request.method === 'POST' && Object.keys(request.body as object).length > 1
          ? answer
          : defaultOrderApi(request),
    });
    fillInGuest();
    submitOrder();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Some error happened. Could not perform action',
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends nothing in the editor', async () => {
    const { sent, emit } = await openGuestForm({ editor: true });
    fillInGuest();
    fireEvent.focusOut(screen.getByLabelText('Email'));
    submitOrder();
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('Forms are not sent in the editor.');
    expect(orderRequests(sent)).toEqual([]);
    expect(emit).not.toHaveBeenCalled();
  });
});
