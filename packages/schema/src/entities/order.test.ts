import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildCheckOrder, buildEmployerOrder, buildPublicOrder, failureOf } from './fixtures';
import { CheckOrder, EmployerOrder, Order, PublicOrder } from './order';

describe('EmployerOrder', () => {
  it('accepts the fixture, with the optional organisation and card token', () => {
    expect(is(buildEmployerOrder(), EmployerOrder)).toBe(true);
    expect(
      is(
        buildEmployerOrder({
          organisation_id: 2,
          stripe_token: 'tok',
          redirect_url: 'https://jobs.example/werkgevers/adverteren',
        }),
        EmployerOrder,
      ),
    ).toBe(true);
  });

  it('takes only an http(s) address to come back to, and single-line text', () => {
    for (const redirect_url of ['/my-account', 'javascript:alert(1)', 'https://a b.example']) {
      expect(is(buildEmployerOrder({ redirect_url }), EmployerOrder), redirect_url).toBe(false);
    }
    expect(is(buildEmployerOrder({ po_number: 'PO-1\nPay here' }), EmployerOrder)).toBe(false);
    expect(is(buildEmployerOrder({ po_number: 'x'.repeat(51) }), EmployerOrder)).toBe(false);
  });

  it.each([
    ['a missing payment type', { payment_type_id: undefined }, ['payment_type_id']],
    [
      'a missing product on the board',
      { product_job_board_id: undefined },
      ['product_job_board_id'],
    ],
    ['an organisation id as text', { organisation_id: 'two' }, ['organisation_id']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(EmployerOrder, { ...buildEmployerOrder(), ...overrides })?.path).toEqual(path);
  });
});

describe('PublicOrder', () => {
  it('accepts the fixture and the form without its hideable fields', () => {
    expect(is(buildPublicOrder(), PublicOrder)).toBe(true);
    const { invoice_email: _i, address: _a, ...withoutHideable } = buildPublicOrder();
    expect(is(withoutHideable, PublicOrder)).toBe(true);
  });

  it.each([
    ['a missing product id', { product_id: undefined }, ['product_id']],
    ['a bad invoice e-mail', { invoice_email: 'invoices' }, ['invoice_email']],
    ['an incomplete address', { address: { city: 'Amsterdam' } }, ['address', 'address_line_1']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(PublicOrder, { ...buildPublicOrder(), ...overrides })?.path).toEqual(path);
  });
});

describe('CheckOrder', () => {
  it.each([
    [buildCheckOrder(), undefined],
    [{ email: 'nope' }, ['email']],
    [{ ...buildCheckOrder(), product_id: 1 }, ['product_id']],
  ])('checks %j', (payload, path) => {
    expect(failureOf(CheckOrder, payload)?.path).toEqual(path);
  });
});

describe('Order', () => {
  it.each([
    [{ id: 1, status: 'paid' }, undefined],
    [{ id: 1, status: 'open', payment_url: 'https://pay.example.com/1' }, undefined],
    [{ id: 1 }, ['status']],
  ])('checks %j', (order, path) => {
    expect(failureOf(Order, order)?.path).toEqual(path);
  });
});
