import { describe, expect, it } from 'vitest';
import {
  formatOrderAmount,
  type OrderMailDetails,
  orderConfirmationMail,
  orderNotificationMail,
} from './order-mail';

const order: OrderMailDetails = {
  orderId: 17,
  boardName: 'Vacaturebank',
  productName: 'Vacature Plus',
  amount: 345,
  currency: 'EUR',
  email: 'anna@example.com',
};

describe('orderConfirmationMail', () => {
  it('names the order number, product and price in Dutch, the invoice to the buyer', () => {
    expect(orderConfirmationMail('nl', order)).toEqual({
      subject: 'Je bestelling 17 bij Vacaturebank',
      text: [
        'Bedankt voor je bestelling bij Vacaturebank.',
        '',
        'Bestelnummer: 17',
        'Product: Vacature Plus',
        'Prijs: € 345',
        '',
        'Vacaturebank stuurt de factuur naar anna@example.com.',
      ].join('\n'),
    });
  });

  it('adds the payment type, the invoice to the invoice email, and nothing the buyer typed', () => {
    const mail = orderConfirmationMail('en-US', {
      ...order,
      poNumber: 'PO-1',
      paymentType: 'Invoice',
      invoiceEmail: 'billing@example.com',
    });
    expect(mail).toEqual({
      subject: 'Your order 17 on Vacaturebank',
      text: [
        'Thank you for your order on Vacaturebank.',
        '',
        'Order number: 17',
        'Product: Vacature Plus',
        'Price: €345',
        'Payment method: Invoice',
        '',
        'Vacaturebank will send the invoice to billing@example.com.',
      ].join('\n'),
    });
  });

  it('is Romanian for ro and English for a locale it has no words in', () => {
    const romanian = orderConfirmationMail('ro', order);
    expect(romanian.subject).toBe('Comanda ta 17 pe Vacaturebank');
    expect(romanian.text).toContain('Produs: Vacature Plus');
    expect(orderConfirmationMail('de', order).subject).toBe('Your order 17 on Vacaturebank');
  });
});

describe('orderNotificationMail', () => {
  it('tells the board everything the buyer gave, leaving out what they did not', () => {
    const mail = orderNotificationMail('en-US', {
      ...order,
      company: 'Example BV',
      contactName: 'Anna de Boer',
      phone: '+31 20 123 4567',
      address: 'Damrak 1, 1012 LG Amsterdam, NL',
    });
    expect(mail).toEqual({
      subject: 'New order 17: Vacature Plus',
      text: [
        'A new order was placed on Vacaturebank.',
        '',
        'Order number: 17',
        'Product: Vacature Plus',
        'Price: €345',
        'Company: Example BV',
        'Contact person: Anna de Boer',
        'Email: anna@example.com',
        'Phone: +31 20 123 4567',
        'Address: Damrak 1, 1012 LG Amsterdam, NL',
      ].join('\n'),
    });
    expect(orderNotificationMail('nl', order).subject).toBe('Nieuwe bestelling 17: Vacature Plus');
    expect(orderNotificationMail('ro', order).subject).toBe('Comandă nouă 17: Vacature Plus');
  });
});

describe('formatOrderAmount', () => {
  it('writes the amount as the locale does, with 0 to 2 decimals as the board, plain spaces', () => {
    expect(formatOrderAmount('nl', 1234.5, 'EUR')).toBe('€ 1.234,50');
    expect(formatOrderAmount('nl', 345, 'EUR')).toBe('€ 345');
    expect(formatOrderAmount('en-US', 0.85, 'USD')).toBe('$0.85');
    expect(formatOrderAmount('ro', 195, 'RON')).toBe('195 RON');
  });

  it('prices in the default currency for a code that is none, as the board does', () => {
    expect(formatOrderAmount('nl', 10, 'not a code')).toBe('€ 10');
  });
});
