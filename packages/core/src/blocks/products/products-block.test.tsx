import { type Product, parseBlockSettings } from '@jobboard/schema';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  BOARD_ID,
  callPaths,
  type FakeAnswer,
  failingAnswer,
  renderCollectionBlock,
} from '../featured-jobs/testing/collection-test-kit';
import * as productsBlock from './products-block';
import { benefitsFor, shownProducts } from './products-request';
import {
  defaultOrderApi,
  type FakeApi,
  ORDER_PRODUCTS,
  renderProductsBlock,
} from './testing/render-products-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function product(overrides: Partial<Product>): Product {
  return {
    id: 1,
    name: 'Basis',
    price: 195,
    active: true,
    product_type: 'job_posting',
    purchase_url: null,
    benefits: [],
    duration: null,
    discount: null,
    full_price: null,
    ...overrides,
  };
}

const basis = product({ id: 1, name: 'Basis', price: 195 });
const plus = product({
  id: 2,
  name: 'Plus',
  price: 295,
  full_price: 345,
  discount: 15,
  duration: 60,
  benefits: [
    { lang: 'nl', text: 'Twee maanden online' },
    { lang: 'en', text: 'Online for two months' },
  ],
});
const premium = product({ id: 3, name: 'Premium', price: 495, duration: 1 });
const offered = [basis, plus, premium];
const notOffered = [
  product({ id: 8, name: 'Inactive', active: false }),
  product({ id: 9, name: 'Contract', product_type: 'contract' }),
  product({ id: 10, name: 'Elsewhere', purchase_url: 'https://shop.example/buy' }),
];

const answer =
  (products: Product[] = [...offered, ...notOffered]) =>
  (): FakeAnswer => ({ body: { data: products, total: products.length } });

const render = (raw: Record<string, unknown> = {}, options = {}) =>
  renderCollectionBlock(i18n, 'products', productsBlock, raw, { answer: answer(), ...options });

const names = () => screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent);

describe('products', () => {
  it("asks for the job board's products and shows the offered ones in the API's order", async () => {
    const { calls } = render();
    expect(await screen.findByRole('heading', { level: 3, name: 'Basis' })).toBeTruthy();
    expect(callPaths(calls)).toEqual([`/api/public/v1/job-boards/${BOARD_ID}/products`]);
    // Only active job postings without an external shop (spec §7).
    expect(names()).toEqual(['Basis', 'Plus', 'Premium']);
  });

  it.each([
    ['selectedProducts picks some', { selectedProducts: [3, 1] }, ['Basis', 'Premium']],
    ['productsOrder puts these first', { productsOrder: [3, 2] }, ['Premium', 'Plus', 'Basis']],
    ['both together', { selectedProducts: [1, 2], productsOrder: [2] }, ['Plus', 'Basis']],
    ['a selected product that is not offered stays out', { selectedProducts: [9, 1] }, ['Basis']],
  ])('%s', async (_name, raw, expected) => {
    render(raw);
    await screen.findAllByRole('heading', { level: 3 });
    expect(names()).toEqual(expected);
  });

  it('shows the title and subtitle, the price, the former price, discount, duration and benefits', async () => {
    render({ title: 'Advertise with us', subtitle: 'Pick one' });
    expect(screen.getByRole('heading', { level: 2, name: 'Advertise with us' })).toBeTruthy();
    expect(screen.getByText('Pick one')).toBeTruthy();
    const card = (await screen.findByRole('listitem', { name: 'Plus' })) as HTMLElement;
    expect(card.querySelector('.jb-product__price')?.firstChild?.textContent).toMatch(/295/);
    expect(within(card).getByText(/^Was .*345/).tagName).toBe('S');
    expect(within(card).getByText('15% off')).toBeTruthy();
    expect(within(card).getByText('Runs for 60 days')).toBeTruthy();
    // The board is in nl: the Dutch benefits.
    expect(within(card).getByText('Twee maanden online')).toBeTruthy();
    expect(within(card).queryByText('Online for two months')).toBeNull();
    const single = screen.getByRole('listitem', { name: 'Premium' });
    expect(within(single).getByText('Runs for 1 day')).toBeTruthy();
    expect(within(single).queryByText(/^Was /)).toBeNull();
  });

  it('shows a discount of a fraction to one decimal, as stored', async () => {
    render({}, { answer: answer([product({ id: 4, name: 'Odd', discount: 17.7 })]) });
    const card = (await screen.findByRole('listitem', { name: 'Odd' })) as HTMLElement;
    expect(within(card).getByText('17.7% off')).toBeTruthy();
  });

  it('marks the most popular product', async () => {
    render({ mostPopular: 2 });
    const card = await screen.findByRole('listitem', { name: 'Plus' });
    expect(within(card).getByText('Most popular')).toBeTruthy();
    expect(card.className).toContain('jb-product--popular');
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
  });

  it.each([['cards'], ['list']])('lays the products out as %s', async (layout) => {
    const { container } = render({ layout });
    await screen.findAllByRole('heading', { level: 3 });
    expect(container.querySelector('.jb-products')?.className).toBe(
      `jb-products jb-products--${layout}`,
    );
  });

  const onTheBoard = offered.map((item) => ({ ...item, product_job_board_id: 20 + item.id }));

  it.each([
    [
      'when the block skips the order form',
      { hiddenOrderFields: ['redirectToRegister'] },
      onTheBoard,
    ],
    ['for a product that names no row on the board', {}, offered],
  ])('leads a guest to the registration page to order %s', async (_name, raw, products) => {
    render(raw, { answer: answer(products) });
    const card = await screen.findByRole('listitem', { name: 'Basis' });
    const link = within(card).getByRole('link', { name: 'Create an employer account to order' });
    expect(link.getAttribute('href')).toBe('/registreren?role=employer');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('offers a guest the order dialog for a product on the board', async () => {
    render({}, { answer: answer(onTheBoard) });
    const card = await screen.findByRole('listitem', { name: 'Basis' });
    expect(within(card).getByRole('button', { name: 'Order Basis' })).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('offers no order link in the editor', async () => {
    render({ hiddenOrderFields: ['redirectToRegister'] }, { editor: true });
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when the job board offers no products, or when they cannot be loaded', async () => {
    render({}, { answer: answer(notOffered) });
    expect(await screen.findByText('There are no products to order at the moment.')).toBeTruthy();
    cleanup();
    render({}, { answer: failingAnswer });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The products could not be loaded.',
    );
  });
});

describe('shownProducts and benefitsFor', () => {
  const settings = parseBlockSettings('products', {}, 'nl').settings;

  it('keeps the API order when nothing is chosen', () => {
    expect(shownProducts(offered, settings).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it.each([
    ['nl', ['Twee maanden online']],
    ['en-US', ['Online for two months']],
    ['ro', []],
  ])('gives the benefits in %s', (locale, expected) => {
    expect(benefitsFor(plus, locale)).toEqual(expected);
  });

  it('leaves out damaged benefits, not the product', () => {
    const damaged = {
      ...plus,
      benefits: [
        null,
        'text',
        { lang: 'en-US', text: 5 },
        { text: 'no language' },
        { lang: 'en-US', text: 'Online for two months' },
      ],
    } as unknown as typeof plus;
    expect(benefitsFor(damaged, 'en-US')).toEqual(['Online for two months']);
    expect(benefitsFor({ ...plus, benefits: 'x' } as unknown as typeof plus, 'en-US')).toEqual([]);
  });
});

describe('the products per role', () => {
  it('tells a candidate that ordering needs an employer account, and offers no order', async () => {
    await renderProductsBlock({ role: 'candidate' });
    await screen.findAllByRole('heading', { level: 3 });
    const note = screen.getByText('Ordering a product needs an employer account.');
    const link = within(note).getByRole('link', { name: 'Create an employer account' });
    expect(link.getAttribute('href')).toBe('/register?role=employer');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an employer account to order' })).toBeNull();
  });

  it('offers an employer the order dialog on every product', async () => {
    await renderProductsBlock({
      role: 'employer',
      settings: { hiddenOrderFields: ['redirectToRegister'] },
    });
    const buttons = await screen.findAllByRole('button', { name: /^Order / });
    expect(buttons).toHaveLength(ORDER_PRODUCTS.length);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names each order button after its product, after the text it shows', async () => {
    await renderProductsBlock({ role: 'employer', locale: 'nl' });
    for (const { name } of ORDER_PRODUCTS) {
      const card = await screen.findByRole('listitem', { name });
      const button = within(card).getByRole('button', { name: `Bestellen ${name}` });
      // Seen: the short text only; the name is for assistive technology.
      expect(button.querySelector('.jb-visually-hidden')?.textContent).toBe(` ${name}`);
      expect(button.textContent).toBe(`Bestellen ${name}`);
    }
  });
});

describe('an employer back from the payment provider (?order_id=)', () => {
  const withOrder =
    (status: string): FakeApi =>
    (request) =>
      request.path === '/api/employer/v1/orders/42'
        ? { body: { data: { id: 42, status, product_id: 1, payment_url: null } } }
        : defaultOrderApi(request);

  it.each([
    ['paid', 'Thank you: order 42 has been paid.'],
    ['expired', 'The payment of order 42 has expired. You can order again.'],
    ['cancelled', 'The payment of order 42 was canceled.'],
    [
      'failed',
      'The payment of order 42 failed. Please try again or choose another payment method.',
    ],
    ['order', 'Order 42 is being processed.'],
  ])('says how the payment went when the order is %s, above the products', async (status, text) => {
    const { container } = await renderProductsBlock({
      role: 'employer',
      url: '/products?order_id=42',
      api: withOrder(status),
    });
    const notice = await screen.findByText(text);
    expect(notice.getAttribute('role')).toBe('status');
    const list = container.querySelector('.jb-products__list, .jb-products__notice');
    expect(
      notice.compareDocumentPosition(list as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says so when the order cannot be read', async () => {
    await renderProductsBlock({
      role: 'employer',
      url: '/products?order_id=42',
      api: (request) =>
        request.path === '/api/employer/v1/orders/42'
          ? { status: 404, body: { message: 'Not found' } }
          : defaultOrderApi(request),
    });
    expect(await screen.findByText('The status of your order could not be loaded.')).toBeTruthy();
  });

  it('reads no order for a guest or without order_id', async () => {
    const guest = await renderProductsBlock({ url: '/products?order_id=42' });
    await screen.findAllByRole('heading', { level: 3 });
    expect(guest.sent.some((request) => request.path.includes('/orders/'))).toBe(false);
    cleanup();
    const employer = await renderProductsBlock({ role: 'employer' });
    await screen.findAllByRole('heading', { level: 3 });
    expect(employer.sent.some((request) => request.path.includes('/orders/'))).toBe(false);
  });
});
