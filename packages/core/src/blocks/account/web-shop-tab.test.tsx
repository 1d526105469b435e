import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import { choose, openOrderDialog, submitOrder } from '../products/testing/order-form-kit';
import { BOARD_ID, defaultOrderApi, ORDER_ID } from '../products/testing/render-products-block';
import {
  type FakeApi,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  cleanup();
});

const EMPLOYER = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };

const openWebShop = (url = '/my-account?tab=web-shop', api: FakeApi = defaultOrderApi) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    site: { jobBoardId: BOARD_ID },
    url,
    api,
  });

describe('the employer’s web shop tab', () => {
  it('lists the board’s products, each with an order button', async () => {
    await openWebShop();
    const basis = await screen.findByRole('listitem', { name: 'Basis' });
    expect(within(basis).getByRole('button', { name: 'Order Basis' })).toBeTruthy();
    const plus = screen.getByRole('listitem', { name: 'Plus' });
    expect(within(plus).getByRole('button', { name: 'Order Plus' })).toBeTruthy();
  });

  it('orders a product with the employer’s payment method, coming back to this tab', async () => {
    const { sent } = await openWebShop();
    await openOrderDialog('Plus');
    await screen.findByLabelText('Payment method');
    choose('Payment method', '1');
    submitOrder();
    expect(await screen.findByText(`Your order number is ${ORDER_ID}.`)).toBeTruthy();
    const order = sent.find((request) => request.path === '/api/employer/v1/orders/product/2');
    expect(order?.body).toMatchObject({
      job_board_id: BOARD_ID,
      product_job_board_id: 12,
      payment_type_id: 1,
      redirect_url: new URL('/my-account?tab=web-shop', window.location.href).href,
    });
  });

  it('tells how an order stands when the payment provider sends the employer back', async () => {
    await openWebShop('/my-account?tab=web-shop&order_id=501', (request) =>
      request.path === '/api/employer/v1/orders/501'
        ? { body: { data: { id: 501, status: 'paid', product_id: 1 } } }
        : defaultOrderApi(request),
    );
    expect(await screen.findByText('Thank you: order 501 has been paid.')).toBeTruthy();
  });

  it('says so when the products cannot be read', async () => {
    await openWebShop('/my-account?tab=web-shop', () => ({ status: 500, body: { message: 'x' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The products could not be loaded.',
    );
  });
});
