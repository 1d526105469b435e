import { ERROR_TEXTS } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { choose, errorOf, openOrderDialog, submitOrder, type } from './testing/order-form-kit';
import {
  BOARD_ID,
  defaultOrderApi,
  type FakeAnswer,
  ORDER_ID,
  orderRequests,
  type RenderProductsOptions,
  renderProductsBlock,
} from './testing/render-products-block';

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  // Leaving for the payment page is not something a test page can do: the wish is recorded.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  cleanup();
});

const isOrder = (request: { method: string; path: string }) =>
  request.method === 'POST' && request.path.startsWith('/api/employer/v1/orders/product/');

/** The API with `answer` for the employer's order. */
const orderAnswer =
  (answer: FakeAnswer): NonNullable<RenderProductsOptions['api']> =>
  (request) =>
    isOrder(request) ? answer : defaultOrderApi(request);

async function openEmployerForm(options: RenderProductsOptions = {}) {
  const view = await renderProductsBlock({ role: 'employer', ...options });
  const opened = await openOrderDialog('Plus');
  await screen.findByLabelText('Payment method');
  return { ...view, ...opened };
}

describe("the employer's order form", () => {
  it('asks for the payment method and the PO number only', async () => {
    const { sent } = await openEmployerForm();
    const select = screen.getByLabelText('Payment method') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Invoice',
      'Credit card',
    ]);
    expect(select.required).toBe(true);
    expect(screen.getByLabelText('Purchase order (PO) number (optional)')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(orderRequests(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/employer/v1/payment-types',
    ]);
  });

  it('takes a PO number of at most 50 characters, as the API does', async () => {
    const { sent } = await openEmployerForm();
    const label = 'Purchase order (PO) number (optional)';
    expect((screen.getByLabelText(label) as HTMLInputElement).maxLength).toBe(50);
    type(label, 'P'.repeat(51));
    submitOrder();
    await waitFor(() => expect(errorOf(label)).toBe('Enter at most 50 characters.'));
    expect(orderRequests(sent).filter(isOrder)).toEqual([]);
  });

  it('leaves out the PO number when the block hides it', async () => {
    await openEmployerForm({ settings: { hiddenOrderFields: ['po_number'] } });
    expect(screen.queryByLabelText('Purchase order (PO) number (optional)')).toBeNull();
  });

  it('orders the product with the payment method, the PO number and this page to come back to', async () => {
    const { sent, emit } = await openEmployerForm({ url: '/products?tab=2&order_id=3' });
    choose('Payment method', '1');
    type('Purchase order (PO) number (optional)', ' PO-9 ');
    submitOrder();
    expect(await screen.findByText(`Your order number is ${ORDER_ID}.`)).toBeTruthy();
    expect(orderRequests(sent).filter(isOrder)).toEqual([
      {
        method: 'POST',
        path: '/api/employer/v1/orders/product/2',
        body: {
          job_board_id: BOARD_ID,
          product_job_board_id: 12,
          payment_type_id: 1,
          po_number: 'PO-9',
          redirect_url: new URL('/products?tab=2', window.location.href).href,
        },
      },
    ]);
    expect(emit).toHaveBeenCalledWith('order_product', {
      productId: 2,
      price: 295,
      currency: 'EUR',
    });
    expect(assign).not.toHaveBeenCalled();
    // An employer follows their orders in their account: no registration link.
    expect(screen.queryByRole('link', { name: 'Create an employer account' })).toBeNull();
  });

  it('shows the card payment error on the payment method', async () => {
    await openEmployerForm({
      api: orderAnswer({
        status: 400,
        body: {
          message: 'Card payment is not available because it was not set up.',
          errors: {
            payment_type_id: ['Card payment is not available because it was not set up.'],
          },
        },
      }),
    });
    choose('Payment method', '2');
    submitOrder();
    await waitFor(() =>
      expect(errorOf('Payment method')).toBe(
        'Card payment is not available because it was not set up.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([['https://pay.example/checkout/1'], ['http://pay.example/checkout/1']])(
    'goes on to the payment page %s',
    async (url) => {
      const { emit } = await openEmployerForm({
        api: orderAnswer({
          status: 201,
          body: { data: { id: ORDER_ID, status: 'order', product_id: 2, payment_url: url } },
        }),
      });
      choose('Payment method', '2');
      submitOrder();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
      expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
      expect(emit).toHaveBeenCalledWith('order_product', expect.objectContaining({ productId: 2 }));
    },
  );

  it('never follows a payment address of another scheme', async () => {
    await openEmployerForm({
      api: orderAnswer({
        status: 201,
        body: {
          data: {
            id: ORDER_ID,
            status: 'order',
            product_id: 2,
            payment_url: 'javascript:alert(1)',
          },
        },
      }),
    });
    submitOrder();
    expect(await screen.findByText(`Your order number is ${ORDER_ID}.`)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the text of another refusal, such as a missing client, on the form', async () => {
    await openEmployerForm({
      api: orderAnswer({ status: 400, body: { message: 'Employer account required' } }),
    });
    submitOrder();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Employer account required'),
    );
  });

  it.each([
    ['payment method', 'payment_type_id', ERROR_TEXTS.paymentTypeNotOffered, 'Betaalmethode'],
    ['product', 'product_id', ERROR_TEXTS.productNotOffered, undefined],
    ['job board', 'job_board_id', ERROR_TEXTS.jobBoardNotThisSite, undefined],
  ])(
    'shows the refusal of the %s in the board’s language, on its field or the form',
    async (_name, field, text, label) => {
      const translated = {
        [ERROR_TEXTS.paymentTypeNotOffered]:
          'Deze betaalmethode wordt niet aangeboden op deze vacaturesite.',
        [ERROR_TEXTS.productNotOffered]:
          'Dit product kan niet worden besteld op deze vacaturesite.',
        [ERROR_TEXTS.jobBoardNotThisSite]: 'Deze vacaturesite hoort niet bij deze site.',
      }[text];
      await renderProductsBlock({
        role: 'employer',
        locale: 'nl',
        api: orderAnswer({ status: 400, body: { message: text, errors: { [field]: [text] } } }),
      });
      await import('./product-order-dialog');
      const card = await screen.findByRole('listitem', { name: 'Plus' });
      fireEvent.click(within(card).getByRole('button', { name: 'Bestellen Plus' }));
      await screen.findByLabelText('Betaalmethode');
      fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
      if (label) await waitFor(() => expect(errorOf(label)).toBe(translated));
      else {
        await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(translated));
      }
    },
  );

  it('says so when the payment methods cannot be loaded', async () => {
    await renderProductsBlock({
      role: 'employer',
      api: (request) =>
        request.path.endsWith('/payment-types')
          ? { status: 500, body: { message: 'Broken' } }
          : defaultOrderApi(request),
    });
    await openOrderDialog('Plus');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment methods could not be loaded.',
    );
  });
});
