import type { Db } from '../db/database';
import { insertSitePages } from '../seed/insert-board';
import type { TestBoard } from './seed-test-board';

export const CONTACT_EMAIL = 'contact@board.example';

/**
 * Content beside the jobs: a page with a contact block, articles, landing pages, products of
 * several kinds, payment types, a redirect and countries.
 */
export async function seedTestContent(db: Db, board: TestBoard): Promise<void> {
  await insertSitePages(db, board.siteId, {
    settings: [
      { key: 'primaryColor', value: '#123456' },
      { key: 'password', value: 'never-shown' },
    ],
    pages: [
      {
        id: 0,
        key: 'p-home',
        path: JSON.stringify({ nl: 'home', 'en-US': 'home', ro: 'home' }),
        settings: [
          {
            page_id: 0,
            locale: 'NL',
            settings: {
              page_label: 'Home',
              page_title: 'Vacatures',
              page_description: 'Alle vacatures',
            },
          },
          {
            page_id: 0,
            locale: 'EN-US',
            settings: { page_label: 'Home', page_title: 'Jobs', page_description: 'All jobs' },
          },
        ],
        blocks: [
          {
            id: 0,
            key: 'navbar-1',
            name: 'navbar',
            order: 0,
            page_id: 0,
            isGlobal: true,
            isPreset: false,
            settings: [
              {
                block_id: 0,
                locale: 'NL',
                settings: { logoHeight: 100 },
                version: 1,
                isGlobal: true,
              },
            ],
          },
          {
            id: 0,
            key: 'html-1',
            name: 'html',
            order: 1,
            page_id: 0,
            isGlobal: false,
            isPreset: false,
            settings: [
              {
                block_id: 0,
                locale: 'NL',
                settings: { html: '<p onclick="x()">Hoi</p><script>x()</script>' },
                version: 1,
                isGlobal: false,
              },
              {
                block_id: 0,
                locale: 'EN-US',
                settings: { html: '<p>Hi</p>' },
                version: 1,
                isGlobal: false,
              },
            ],
          },
          {
            id: 0,
            key: 'contact-1',
            name: 'contact',
            order: 2,
            page_id: 0,
            isGlobal: false,
            isPreset: false,
            settings: [
              {
                block_id: 0,
                locale: 'NL',
                settings: { emailTo: CONTACT_EMAIL },
                version: 1,
                isGlobal: false,
              },
            ],
          },
        ],
      },
    ],
  });
  const now = Date.now();
  await db
    .insertInto('articles')
    .values([
      {
        job_board_id: board.jobBoardId,
        locale: 'nl',
        slug: 'nieuws-een',
        title: 'Nieuws een',
        text: '<p>Een</p>',
        created_at: new Date(now - 2000),
      },
      {
        job_board_id: board.jobBoardId,
        locale: 'nl',
        slug: 'nieuws-twee',
        title: 'Nieuws twee',
        text: '<p>Twee</p>',
        created_at: new Date(now - 1000),
      },
      {
        job_board_id: board.jobBoardId,
        locale: 'en-US',
        slug: 'news-one',
        title: 'News one',
        created_at: new Date(now),
      },
      {
        job_board_id: board.jobBoardId,
        locale: 'nl',
        slug: 'verborgen',
        title: 'Verborgen',
        active: false,
      },
    ])
    .execute();
  await db
    .insertInto('landing_pages')
    .values([
      {
        job_board_id: board.jobBoardId,
        locale: 'nl',
        slug: 'ict-vacatures',
        title: 'ICT vacatures',
        query: JSON.stringify({ 'in[segment_ids]': [board.segment('industry.ict')] }),
      },
      {
        job_board_id: board.jobBoardId,
        locale: 'en-US',
        slug: 'all-jobs',
        title: 'All jobs',
        query: JSON.stringify({}),
      },
    ])
    .execute();
  const products = await db
    .insertInto('products')
    .values([
      {
        name: 'Basis vacature',
        price: 195,
        product_type: 'job_posting',
        benefits: JSON.stringify([{ lang: 'nl', text: '30 dagen online' }]),
        duration: 30,
      },
      {
        name: 'Plus vacature',
        price: 295,
        product_type: 'job_posting',
        benefits: JSON.stringify([]),
        duration: 60,
      },
      {
        name: 'Extern',
        price: 100,
        product_type: 'job_posting',
        purchase_url: 'https://shop.example',
        benefits: JSON.stringify([]),
      },
      {
        name: 'Oud',
        price: 50,
        product_type: 'job_posting',
        active: false,
        benefits: JSON.stringify([]),
      },
      { name: 'Contract', price: 2500, product_type: 'contract', benefits: JSON.stringify([]) },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('product_job_boards')
    .values(
      products.map((product, order) => ({
        product_id: product.id,
        job_board_id: board.jobBoardId,
        order,
      })),
    )
    .execute();
  await db
    .insertInto('payment_types')
    .values([
      { job_board_id: board.jobBoardId, name: 'Invoice', third_party: 'invoice' },
      { job_board_id: board.jobBoardId, name: 'Card', third_party: 'stripe' },
    ])
    .execute();
  await db
    .insertInto('redirects')
    .values([
      {
        job_board_id: board.jobBoardId,
        source: '/oude-vacatures',
        target: '/vacatures',
        status: 301,
      },
      {
        job_board_id: board.jobBoardId,
        source: '/partner',
        target: 'https://partner.example/jobs',
        status: 302,
      },
      { job_board_id: board.jobBoardId, source: '/evil', target: '//evil.example', status: 302 },
      // Written as an admin types it, not percent-encoded as a browser sends it.
      { job_board_id: board.jobBoardId, source: '/café', target: '/vacatures', status: 301 },
    ])
    .execute();
  await db
    .insertInto('countries')
    .values([
      { code: 'NL', name: 'Netherlands', dial_code: '31', priority: 0 },
      { code: 'BE', name: 'Belgium', dial_code: '32', priority: 0 },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
