// The demo board itself, its site, and the rows its forms and shop choose from.
import type { Db } from '../db/database';
import {
  DEMO_COUNTRIES,
  DEMO_PAYMENT_TYPES,
  DEMO_PRODUCTS,
  demoProductBenefits,
} from './demo-catalogue';
import { demoSite } from './demo-site-pages';
import { insertBoard, insertSitePages, type SeededBoard } from './insert-board';

/** The demo board's own address: contact forms without a recipient go there. */
export const DEMO_BOARD_EMAIL = 'info@vacaturebank-demo.example';

/** The board in nl, en-US and ro on `hosts`, in euros, with its site's pages ({@link demoSite}). */
export async function insertDemoBoard(db: Db, hosts: string[]): Promise<SeededBoard> {
  const board = await insertBoard(db, {
    name: 'Vacaturebank Demo',
    hosts,
    appSettings: {
      app_currency: 'EUR',
      app_use_imperial_system: false,
      app_credit_price: 150,
      job_search_anonymous: false,
    },
    languages: [
      { locale: 'nl', flag: '🇳🇱' },
      { locale: 'en-US', flag: '🇺🇸' },
      { locale: 'ro', flag: '🇷🇴' },
    ],
    searchCountries: ['NL', 'BE'],
    placeholders: [{ key: 'email', value: DEMO_BOARD_EMAIL, name: 'E-mail' }],
  });
  await insertSitePages(db, board.siteId, demoSite(board.siteId));
  return board;
}

/**
 * The countries (shared by every board), the board's newsletters, payment types and products
 * of every type, offered in the catalogue's order.
 */
export async function insertDemoCatalogue(db: Db, jobBoardId: number): Promise<void> {
  await db
    .insertInto('countries')
    .values(DEMO_COUNTRIES.map((country) => ({ ...country })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('newsletters')
    .values([
      {
        job_board_id: jobBoardId,
        key: 'jobs',
        names: JSON.stringify({
          nl: 'Nieuwe vacatures',
          'en-US': 'New jobs',
          ro: 'Locuri de muncă noi',
        }),
      },
      {
        job_board_id: jobBoardId,
        key: 'news',
        names: JSON.stringify({
          nl: 'Nieuwsbrief',
          'en-US': 'Newsletter',
          ro: 'Buletin informativ',
        }),
      },
    ])
    .execute();
  await db
    .insertInto('payment_types')
    .values(
      DEMO_PAYMENT_TYPES.map((type) => ({
        ...type,
        job_board_id: jobBoardId,
        names: JSON.stringify(type.names),
      })),
    )
    .execute();
  const products = await db
    .insertInto('products')
    .values(
      DEMO_PRODUCTS.map((product) => ({
        ...product,
        names: JSON.stringify(product.names),
        benefits: JSON.stringify(demoProductBenefits(product.duration)),
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('product_job_boards')
    .values(
      products.map((product, order) => ({
        product_id: product.id,
        job_board_id: jobBoardId,
        order,
      })),
    )
    .execute();
}
