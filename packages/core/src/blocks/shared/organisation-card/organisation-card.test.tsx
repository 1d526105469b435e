import { createClient, type JobboardClient } from '@jobboard/client';
import type { Organisation, Page, SiteSettings } from '@jobboard/schema';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrganisation } from '../../../../../schema/src/entities/fixtures';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { createBlockRegistry } from '../../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  englishI18n,
  fixtureContext,
} from '../../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../../i18n/create-i18n';
import { fixtureUser } from '../../../session/testing/session-fixtures';
import { TEST_PAGES } from '../../featured-jobs/testing/collection-test-kit';
import { type SessionRole, SessionRoleContext, SessionUserContext } from '../session-role-context';
import { OrganisationCard } from './organisation-card';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

interface CardOptions {
  role?: SessionRole;
  settings?: Partial<SiteSettings>;
  client?: JobboardClient;
}

const REGISTER_PAGE: Page = {
  id: 9,
  key: 'p-register',
  path: '{"nl":"registreren"}',
  settings: [],
  blocks: [],
};

function renderCard(organisation: Organisation, hideJobsLink?: boolean, options: CardOptions = {}) {
  const navigate = vi.fn();
  const base = fixtureContext(options.client ? { client: options.client } : {});
  const context: BlockContext = {
    ...base,
    site: { ...base.site, pages: [...TEST_PAGES, REGISTER_PAGE] },
    settings: { ...base.settings, ...options.settings },
    navigate,
    href: (to) => `#${typeof to === 'string' ? to : to.path}`,
  };
  const emit = vi.spyOn(context, 'emit');
  const runtime = { registry: createBlockRegistry({ builtins: [] }) };
  const card =
    hideJobsLink === undefined ? (
      <OrganisationCard organisation={organisation} />
    ) : (
      <OrganisationCard organisation={organisation} hideJobsLink={hideJobsLink} />
    );
  const view = render(
    <BoardProviders i18n={i18n} context={context} runtime={runtime}>
      <SessionRoleContext.Provider value={options.role ?? 'guest'}>
        <SessionUserContext.Provider
          value={(options.role ?? 'guest') === 'guest' ? null : fixtureUser()}
        >
          {card}
        </SessionUserContext.Provider>
      </SessionRoleContext.Provider>
    </BoardProviders>,
  );
  return { ...view, navigate, emit };
}

/** A client whose favourites list holds `saved`; it records each call with its JSON body. */
function favouritesClient(saved: unknown[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    sent.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null });
    const body =
      request.method === 'POST'
        ? { data: { id: 70, organisation_id: 12 } }
        : request.method === 'GET'
          ? { data: saved }
          : {};
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createClient({ apiBase: 'https://api.test', fetch }), sent };
}

describe('OrganisationCard content', () => {
  it('shows the logo, the name, the slogan and the job count', () => {
    const organisation = { ...buildOrganisation({ name: 'Acme' }), jobs_count: 4 };
    const { container } = renderCard(organisation);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(organisation.logo);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Acme');
    expect(screen.getByText('Work that matters')).toBeTruthy();
    expect(screen.getByText('4 jobs')).toBeTruthy();
  });

  it('makes the logo lazy before giving it its address, so a browser defers loading it', () => {
    const { container } = renderCard(buildOrganisation());
    const names = [...(container.querySelector('img')?.attributes ?? [])].map((a) => a.name);
    expect(names.indexOf('loading')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('loading')).toBeLessThan(names.indexOf('src'));
  });

  it('leaves out what the organisation lacks', () => {
    const { container } = renderCard(buildOrganisation({ logo: null, slogan: null }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.jb-organisation-card__slogan')).toBeNull();
    expect(container.querySelector('.jb-organisation-card__count')).toBeNull();
  });

  it("shows the site's organisation default image for an organisation without a logo", () => {
    const defaultImages = [{ name: 'organisation', imageSrc: 'https://cdn.test/default.png' }];
    const { container } = renderCard(buildOrganisation({ logo: null }), undefined, {
      settings: { defaultImages },
    });
    expect(container.querySelector('img.jb-organisation-card__logo')?.getAttribute('src')).toBe(
      'https://cdn.test/default.png',
    );
    cleanup();
    const own = renderCard(buildOrganisation(), undefined, { settings: { defaultImages } });
    expect(own.container.querySelector('img')?.getAttribute('src')).toBe(buildOrganisation().logo);
  });

  it.each([false, true])('marks a premium organisation as featured (premium %s)', (premium) => {
    renderCard(buildOrganisation({ premium }));
    expect(screen.queryByText('Featured') !== null).toBe(premium);
  });
});

describe('OrganisationCard links', () => {
  it('links the name to the organisation page and navigates on a plain click', () => {
    const { navigate } = renderCard(buildOrganisation({ slug: 'acme', name: 'Acme' }));
    const link = screen.getByRole('link', { name: 'Acme' });
    expect(link.getAttribute('href')).toBe('#/company/acme');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/company/acme');
  });

  it('leaves a modified click to the browser', () => {
    const { navigate } = renderCard(buildOrganisation({ name: 'Acme' }));
    fireEvent.click(screen.getByRole('link', { name: 'Acme' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [undefined, true],
    [false, true],
    [true, false],
  ])('with hideJobsLink %s shows the jobs link: %s', (hideJobsLink, shown) => {
    renderCard(buildOrganisation({ id: 12, name: 'Acme' }), hideJobsLink);
    const link = screen.queryByRole('link', { name: 'View jobs at Acme' });
    expect(link !== null).toBe(shown);
    if (link) expect(link.getAttribute('href')).toBe('#/vacatures?match%5Borganisation_id%5D=12');
  });
});

describe('OrganisationCard favourite toggle', () => {
  const acme = () => buildOrganisation({ id: 12, name: 'Acme' });

  it.each([
    ['guest', {}, true],
    ['candidate', {}, true],
    ['employer', {}, false],
    ['guest', { enableFavourites: false }, false],
    ['candidate', { enableFavourites: false }, false],
  ] as const)('for a %s with settings %j shows the toggle: %s', (role, settings, shown) => {
    const { container } = renderCard(acme(), undefined, { role, settings });
    expect(Boolean(screen.queryByRole('button', { name: /^Add to favorites/ }))).toBe(shown);
    expect(container.querySelectorAll('.jb-favourite-toggle')).toHaveLength(shown ? 1 : 0);
  });

  it('sends a guest to the register page, with a hint that favourites need an account', () => {
    const { navigate, emit } = renderCard(acme(), undefined, { role: 'guest' });
    // Named after the organisation, so a grid's toggles can be told apart.
    const button = screen.getByRole('button', { name: 'Add to favorites: Acme' });
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Create an account to save favorites');
    fireEvent.click(button);
    expect(navigate).toHaveBeenCalledWith('/registreren?role=candidate&reason=favourites');
    expect(emit).not.toHaveBeenCalledWith('favourites', expect.anything());
  });

  it("adds the organisation to a candidate's favourites and reports it", async () => {
    const { client, sent } = favouritesClient([]);
    const { emit } = renderCard(acme(), undefined, { role: 'candidate', client });
    await waitFor(() => expect(sent.some((call) => call.method === 'GET')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /^Add to favorites/ }));
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/candidate/v1/favourites', body: { organisation_id: 12 } },
    ]);
    expect(emit).toHaveBeenCalledWith('favourites', { action: 'add', organisationId: 12 });
  });

  it("shows a saved organisation as saved and removes it by the favourite's id", async () => {
    const { client, sent } = favouritesClient([{ id: 41, organisation_id: 12 }]);
    const { emit } = renderCard(acme(), undefined, { role: 'candidate', client });
    fireEvent.click(await screen.findByRole('button', { name: /^Remove from favorites/ }));
    await screen.findByRole('button', { name: /^Add to favorites/ });
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/candidate/v1/favourites/41',
    ]);
    expect(emit).toHaveBeenCalledWith('favourites', { action: 'remove', organisationId: 12 });
  });
});
