import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX_LENGTHS } from './address';
import { MAX_EMAIL_LENGTH } from './email';
import { buildCheckOrder, buildEmployerOrder, buildPublicOrder, failureOf } from './fixtures';
import { CheckOrder, EmployerOrder, ORDER_MAX_LENGTHS, Order, PublicOrder } from './order';

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

describe('the order texts’ lengths, which the order forms take from these constants', () => {
  const email = (length: number) => `${'k'.repeat(length - '@example.com'.length)}@example.com`;
  const address = buildPublicOrder().address;
  it.each([
    ['name', ORDER_MAX_LENGTHS.name, (n: number) => ({ name: 'x'.repeat(n) })],
    ['given_name', ORDER_MAX_LENGTHS.given_name, (n: number) => ({ given_name: 'x'.repeat(n) })],
    ['family_name', ORDER_MAX_LENGTHS.family_name, (n: number) => ({ family_name: 'x'.repeat(n) })],
    ['po_number', ORDER_MAX_LENGTHS.po_number, (n: number) => ({ po_number: 'x'.repeat(n) })],
    ['email', MAX_EMAIL_LENGTH, (n: number) => ({ email: email(n) })],
    ['invoice_email', MAX_EMAIL_LENGTH, (n: number) => ({ invoice_email: email(n) })],
    [
      'address_line_1',
      ADDRESS_MAX_LENGTHS.address_line_1,
      (n: number) => ({ address: { ...address, address_line_1: 'x'.repeat(n) } }),
    ],
    [
      'postal_code',
      ADDRESS_MAX_LENGTHS.postal_code,
      (n: number) => ({ address: { ...address, postal_code: 'x'.repeat(n) } }),
    ],
    [
      'city',
      ADDRESS_MAX_LENGTHS.city,
      (n: number) => ({ address: { ...address, city: 'x'.repeat(n) } }),
    ],
  ])('%s: %i characters and no more', (_field, max, withLength) => {
    expect(is({ ...buildPublicOrder(), ...withLength(max) }, PublicOrder)).toBe(true);
    expect(is({ ...buildPublicOrder(), ...withLength(max + 1) }, PublicOrder)).toBe(false);
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
