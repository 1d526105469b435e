import { createClient } from '@jobboard/client';
import {
  DEFAULT_SITE_SETTINGS,
  type Page,
  type PaymentType,
  type Product,
  parseBlockSettings,
  type SiteConfig,
} from '@jobboard/schema';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { buildUser } from '../../../../../schema/src/entities/fixtures';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { createBlockRegistry } from '../../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
} from '../../../blocks-runtime/testing/block-fixtures';
import { createI18n } from '../../../i18n/create-i18n';
import { formatBoardUrl, parseBoardUrl } from '../../../router/board-url';
import {
  SessionActionsContext,
  SessionRoleContext,
  SessionUserContext,
} from '../../shared/session-role-context';
import * as productsBlock from '../products-block';

/** The job board of the test site. */
export const BOARD_ID = 7;

/** One request the block's client sent, with its JSON body. */
export interface SentRequest {
  method: string;
  /** The path after the API base, e.g. `/api/public/v1/orders`. */
  path: string;
  body: unknown;
}

/** An answer of the fake API: a status (200 unless given) and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** Answers a request; a promise holds the answer back (to see the form while it sends). */
export type FakeApi = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

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

/** The products the fake board offers: ids 1 and 2, on the board as rows 11 and 12. */
export const ORDER_PRODUCTS: Product[] = [
  product({ id: 1, name: 'Basis', price: 195, product_job_board_id: 11 }),
  product({ id: 2, name: 'Plus', price: 295, product_job_board_id: 12 }),
];

/** The employer's payment types: invoice and the card provider. */
export const EMPLOYER_PAYMENT_TYPES: PaymentType[] = [
  { id: 1, name: 'Invoice', third_party: null },
  { id: 2, name: 'Credit card', third_party: 'stripe' },
];

/** The order number the fake API gives a placed order. */
export const ORDER_ID = 501;

/** The default API: the products, an unknown email, placed orders and the payment types. */
export const defaultOrderApi: FakeApi = ({ method, path, body }) => {
  if (path.endsWith(`/job-boards/${BOARD_ID}/products`)) {
    return { body: { data: ORDER_PRODUCTS, total: ORDER_PRODUCTS.length } };
  }
  const sent = body as Record<string, unknown> | undefined;
  if (method === 'POST' && path === '/api/public/v1/orders') {
    if (sent && Object.keys(sent).length === 1) {
      return { body: { data: { email: sent.email, exists: false } } };
    }
    return {
      status: 201,
      body: {
        data: { id: ORDER_ID, status: 'order', product_id: sent?.product_id, payment_url: null },
      },
    };
  }
  if (path === '/api/employer/v1/payment-types') {
    return { body: { data: EMPLOYER_PAYMENT_TYPES, total: EMPLOYER_PAYMENT_TYPES.length } };
  }
  if (method === 'POST' && path.startsWith('/api/employer/v1/orders/product/')) {
    return {
      status: 201,
      body: { data: { id: ORDER_ID, status: 'order', product_id: 1, payment_url: null } },
    };
  }
  return { status: 404, body: { message: 'Not found' } };
};

function page(id: number, key: string, path: string): Page {
  return { id, key, path: JSON.stringify({ nl: path, 'en-US': path }), settings: [], blocks: [] };
}

const PAGES: Page[] = [
  page(1, 'p-home', 'home'),
  page(2, 'p-login', 'login'),
  page(3, 'p-register', 'register'),
  page(4, 'p-products', 'products'),
];

export interface RenderProductsOptions {
  /** Stored settings of the block (en-US), parsed with their defaults. */
  settings?: Record<string, unknown>;
  config?: Partial<SiteConfig>;
  editor?: boolean;
  api?: FakeApi;
  /** @default 'guest' */
  role?: 'guest' | 'candidate' | 'employer';
  /** The route's path and query. @default '/products' */
  url?: string;
  /** The board's language, whose catalog the block shows. @default 'en-US' */
  locale?: string;
}

/**
 * Renders the products block as the board does, in English unless told, on a site whose settings name job
 * board {@link BOARD_ID}, with a client whose `fetch` is the fake API (every request recorded
 * with its body), the session role given and `emit` a spy.
 */
export async function renderProductsBlock(options: RenderProductsOptions = {}) {
  const locale = options.locale ?? 'en-US';
  const i18n = locale === 'en-US' ? await englishI18n() : await createI18n({ locale });
  // The board loads the block's catalog part with its module before it renders it.
  await i18n.loadPart('account');
  const sent: SentRequest[] = [];
  const api = options.api ?? defaultOrderApi;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = init?.body;
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    sent.push(request);
    const answer = await api(request);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createClient({ apiBase: 'https://api.test', fetch });
  const emit = vi.fn();
  const base = fixtureContext({ client, emit, locale, editor: options.editor ?? false });
  const { path, query } = parseBoardUrl(options.url ?? '/products');
  const context: BlockContext = {
    ...base,
    defaultLocale: 'en-US',
    site: { ...base.site, pages: PAGES },
    settings: { ...DEFAULT_SITE_SETTINGS, jobBoardId: BOARD_ID },
    config: {
      ...base.config,
      countries: [
        { code: 'NL', name: 'Netherlands', search_enabled: true },
        { code: 'BE', name: 'Belgium', search_enabled: true },
      ],
      ...options.config,
    },
    route: { path, query },
    href: (to) => (typeof to === 'string' ? to : formatBoardUrl(to)),
  };
  const { settings } = parseBlockSettings('products', options.settings ?? {}, 'en-US');
  const role = options.role ?? 'guest';
  const user = role === 'guest' ? null : buildUser({ isCandidate: role === 'candidate' });
  const Component = productsBlock.component;
  const sessionActions = {
    login: vi.fn(async () => true),
    logout: vi.fn(),
    returnAfterLogin: vi.fn(),
    reloadUser: vi.fn(async () => undefined),
    announce: vi.fn(),
  };
  const view = render(
    <BoardProviders
      i18n={i18n}
      context={context}
      runtime={{ registry: createBlockRegistry({ builtins: [] }) }}
    >
      <SessionActionsContext.Provider value={sessionActions}>
        <SessionRoleContext.Provider value={role}>
          <SessionUserContext.Provider value={user}>
            <Component
              settings={settings}
              block={fixtureBlock(1, 'products', { 'en-US': options.settings ?? {} })}
              context={context}
            />
          </SessionUserContext.Provider>
        </SessionRoleContext.Provider>
      </SessionActionsContext.Provider>
    </BoardProviders>,
  );
  return { ...view, sent, emit, context, sessionActions };
}

/** The requests sent but the products' read. */
export function orderRequests(sent: readonly SentRequest[]): SentRequest[] {
  return sent.filter((request) => !request.path.endsWith('/products'));
}
