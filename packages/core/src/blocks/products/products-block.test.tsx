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

  it('leads a guest to the registration page to order', async () => {
    render();
    const card = await screen.findByRole('listitem', { name: 'Basis' });
    const link = within(card).getByRole('link', { name: 'Create an employer account to order' });
    expect(link.getAttribute('href')).toBe('/registreren?role=employer');
  });

  it('offers no order link in the editor', async () => {
    render({}, { editor: true });
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
});
