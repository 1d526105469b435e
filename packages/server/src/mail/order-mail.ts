import { DEFAULT_LOCALE, formatCurrency, type Locale, SUPPORTED_LOCALES } from '@jobboard/schema';
/** What the order mails tell of an order. */
export interface OrderMailDetails {
  /** The order number (the order's id). */
  orderId: number;
  boardName: string;
  productName: string;
  amount: number;
  /** ISO 4217, the board's `app_currency`. */
  currency: string;
  poNumber?: string | undefined;
  /** The payment type's name, when the order has one. */
  paymentType?: string | undefined;
  /** The buyer's company. */
  company?: string | undefined;
  /** The buyer's given and family name. */
  contactName?: string | undefined;
  email: string;
  invoiceEmail?: string | undefined;
  phone?: string | undefined;
  /** The invoice address on one line. */
  address?: string | undefined;
}

/** The order mails' words in one language. */
interface OrderMailTexts {
  confirmationSubject: (orderId: number, board: string) => string;
  thanks: (board: string) => string;
  invoiceTo: (board: string, address: string) => string;
  notificationSubject: (orderId: number, product: string) => string;
  placed: (board: string) => string;
  labels: {
    orderNumber: string;
    product: string;
    price: string;
    poNumber: string;
    paymentType: string;
    company: string;
    contactName: string;
    email: string;
    invoiceEmail: string;
    phone: string;
    address: string;
  };
}

/**
 * The mails in the board's languages (spec: nl, en-US, ro), as the contact mail
 * (contact-mail.ts) is written; any other locale gets the English ones.
 */
const TEXTS: Record<string, OrderMailTexts> = {
  nl: {
    confirmationSubject: (id, board) => `Je bestelling ${id} bij ${board}`,
    thanks: (board) => `Bedankt voor je bestelling bij ${board}.`,
    invoiceTo: (board, address) => `${board} stuurt de factuur naar ${address}.`,
    notificationSubject: (id, product) => `Nieuwe bestelling ${id}: ${product}`,
    placed: (board) => `Er is een nieuwe bestelling geplaatst via ${board}.`,
    labels: {
      orderNumber: 'Bestelnummer',
      product: 'Product',
      price: 'Prijs',
      poNumber: 'PO-nummer',
      paymentType: 'Betaalwijze',
      company: 'Bedrijf',
      contactName: 'Contactpersoon',
      email: 'E-mail',
      invoiceEmail: 'Factuur-e-mail',
      phone: 'Telefoon',
      address: 'Adres',
    },
  },
  'en-US': {
    confirmationSubject: (id, board) => `Your order ${id} on ${board}`,
    thanks: (board) => `Thank you for your order on ${board}.`,
    invoiceTo: (board, address) => `${board} will send the invoice to ${address}.`,
    notificationSubject: (id, product) => `New order ${id}: ${product}`,
    placed: (board) => `A new order was placed on ${board}.`,
    labels: {
      orderNumber: 'Order number',
      product: 'Product',
      price: 'Price',
      poNumber: 'PO number',
      paymentType: 'Payment method',
      company: 'Company',
      contactName: 'Contact person',
      email: 'Email',
      invoiceEmail: 'Invoice email',
      phone: 'Phone',
      address: 'Address',
    },
  },
  ro: {
    confirmationSubject: (id, board) => `Comanda ta ${id} pe ${board}`,
    thanks: (board) => `Îți mulțumim pentru comanda plasată pe ${board}.`,
    invoiceTo: (board, address) => `${board} va trimite factura la ${address}.`,
    notificationSubject: (id, product) => `Comandă nouă ${id}: ${product}`,
    placed: (board) => `O comandă nouă a fost plasată pe ${board}.`,
    labels: {
      orderNumber: 'Număr comandă',
      product: 'Produs',
      price: 'Preț',
      poNumber: 'Număr PO',
      paymentType: 'Metodă de plată',
      company: 'Companie',
      contactName: 'Persoană de contact',
      email: 'E-mail',
      invoiceEmail: 'E-mail pentru factură',
      phone: 'Telefon',
      address: 'Adresă',
    },
  },
};

function textsOf(locale: string): OrderMailTexts {
  return TEXTS[locale] ?? (TEXTS['en-US'] as OrderMailTexts);
}

/**
 * An amount in `currency` as the board shows it (`formatCurrency`: 0 to 2 decimals, `€ 195`,
 * `€ 25,50`), as `locale` writes it, with plain spaces. A currency code that is none prices in
 * the default currency, as on the board.
 */
export function formatOrderAmount(locale: string, amount: number, currency: string): string {
  const known = (SUPPORTED_LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : DEFAULT_LOCALE;
  return formatCurrency(amount, known, currency).replace(/[\u00a0\u202f]/g, ' ');
}

/** The `label: value` lines of the fields that have a value. */
function fieldLines(fields: [string, string | number | undefined][]): string[] {
  return fields.flatMap(([label, value]) =>
    value === undefined || String(value).trim() === '' ? [] : [`${label}: ${value}`],
  );
}

/**
 * The mail confirming an order to its buyer, in `locale` (the request's): thanks, the order
 * number, the product, its price and payment type, and where the invoice goes (the invoice
 * email, else the buyer's). Nothing the buyer typed is repeated: anyone may order for any
 * address, and the board's name must not carry their words to it.
 */
export function orderConfirmationMail(
  locale: string,
  details: OrderMailDetails,
): { subject: string; text: string } {
  const texts = textsOf(locale);
  const { labels } = texts;
  return {
    subject: texts.confirmationSubject(details.orderId, details.boardName),
    text: [
      texts.thanks(details.boardName),
      '',
      ...fieldLines([
        [labels.orderNumber, details.orderId],
        [labels.product, details.productName],
        [labels.price, formatOrderAmount(locale, details.amount, details.currency)],
        [labels.paymentType, details.paymentType],
      ]),
      '',
      texts.invoiceTo(details.boardName, details.invoiceEmail ?? details.email),
    ].join('\n'),
  };
}

/**
 * The mail telling the job board of a new order, in `locale` (the site's default language):
 * the order, its product and price, and everything the buyer gave to invoice them.
 */
export function orderNotificationMail(
  locale: string,
  details: OrderMailDetails,
): { subject: string; text: string } {
  const texts = textsOf(locale);
  const { labels } = texts;
  return {
    subject: texts.notificationSubject(details.orderId, details.productName),
    text: [
      texts.placed(details.boardName),
      '',
      ...fieldLines([
        [labels.orderNumber, details.orderId],
        [labels.product, details.productName],
        [labels.price, formatOrderAmount(locale, details.amount, details.currency)],
        [labels.poNumber, details.poNumber],
        [labels.paymentType, details.paymentType],
        [labels.company, details.company],
        [labels.contactName, details.contactName],
        [labels.email, details.email],
        [labels.invoiceEmail, details.invoiceEmail],
        [labels.phone, details.phone],
        [labels.address, details.address],
      ]),
    ].join('\n'),
  };
}
