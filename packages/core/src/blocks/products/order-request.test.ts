import { describe, expect, it } from 'vitest';
import { buildEmployerOrder, employerPaymentTypesRequest, paymentPageOf } from './order-request';
import { orderTargetOf } from './order-target';
import { internationalPhone, showsOrderField } from './public-order-values';

describe('internationalPhone', () => {
  it.each([
    ['06 12345678', '31', '+31 6 12345678'],
    ['20 123 4567', '31', '+31 20 123 4567'],
    ['+32 470 12 34 56', '31', '+32 470 12 34 56'],
    ['0032 470 12 34 56', '31', '+32 470 12 34 56'],
    ['  ', '31', ''],
    ['0712 345 678', undefined, '0712 345 678'],
  ])('gives %j with dial code %s as %j', (typed, dialCode, expected) => {
    expect(internationalPhone(typed, dialCode)).toBe(expected);
  });
});

describe('showsOrderField', () => {
  it.each([
    ['invoice_email', ['invoice_email'], false],
    ['po_number', ['po_number'], false],
    ['phone', ['phone'], false],
    ['city', ['address'], false],
    ['country_code', ['address'], false],
    ['city', ['phone'], true],
    ['name', ['redirectToRegister'], true],
  ] as const)('%s with %j hidden: %s', (field, hidden, shown) => {
    expect(showsOrderField(field, hidden, false)).toBe(shown);
  });

  it('shows the payment method only when there is a choice', () => {
    expect(showsOrderField('payment_type_id', [], true)).toBe(true);
    expect(showsOrderField('payment_type_id', [], false)).toBe(false);
  });
});

describe('orderTargetOf and buildEmployerOrder', () => {
  const product = {
    id: 4,
    name: 'Basis',
    price: 10,
    active: true,
    product_type: 'job_posting' as const,
  };

  it('needs the job board and the product row on it', () => {
    expect(orderTargetOf(product, 7)).toBeNull();
    expect(orderTargetOf({ ...product, product_job_board_id: 9 }, null)).toBeNull();
    expect(orderTargetOf({ ...product, product_job_board_id: 9 }, 7)).toEqual({
      jobBoardId: 7,
      productJobBoardId: 9,
      productId: 4,
    });
  });

  it('leaves an empty PO number out', () => {
    const target = { jobBoardId: 7, productJobBoardId: 9, productId: 4 };
    expect(
      buildEmployerOrder({ payment_type_id: '2', po_number: ' ' }, target, 'https://a.test/p'),
    ).toEqual({
      job_board_id: 7,
      product_job_board_id: 9,
      payment_type_id: 2,
      redirect_url: 'https://a.test/p',
    });
  });
});

describe('paymentPageOf', () => {
  it.each([
    ['https://pay.test/1', 'https://pay.test/1'],
    ['http://pay.test/1', 'http://pay.test/1'],
    ['javascript:alert(1)', null],
    ['//pay.test/1', null],
    [null, null],
    [undefined, null],
  ])('follows %j: %j', (url, expected) => {
    expect(paymentPageOf({ id: 1, status: 'order', payment_url: url })).toBe(expected);
  });
});

describe('employerPaymentTypesRequest', () => {
  it('names the locale in its key, as the API names the types in it', () => {
    const nl = employerPaymentTypesRequest(7, 'nl').key;
    expect(nl).not.toBe(employerPaymentTypesRequest(7, 'en-US').key);
    expect(nl).toBe(employerPaymentTypesRequest(7, 'nl').key);
    expect(JSON.parse(nl)).toEqual(['employer-payment-types', { boardId: 7, locale: 'nl' }]);
  });
});
