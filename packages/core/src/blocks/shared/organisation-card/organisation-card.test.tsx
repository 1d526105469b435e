import type { Organisation } from '@jobboard/schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
import { TEST_PAGES } from '../../featured-jobs/testing/collection-test-kit';
import { OrganisationCard } from './organisation-card';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function renderCard(organisation: Organisation, hideJobsLink?: boolean) {
  const navigate = vi.fn();
  const base = fixtureContext();
  const context: BlockContext = {
    ...base,
    site: { ...base.site, pages: TEST_PAGES },
    navigate,
    href: (to) => `#${typeof to === 'string' ? to : to.path}`,
  };
  const runtime = { registry: createBlockRegistry({ builtins: [] }) };
  const card =
    hideJobsLink === undefined ? (
      <OrganisationCard organisation={organisation} />
    ) : (
      <OrganisationCard organisation={organisation} hideJobsLink={hideJobsLink} />
    );
  const view = render(
    <BoardProviders i18n={i18n} context={context} runtime={runtime}>
      {card}
    </BoardProviders>,
  );
  return { ...view, navigate };
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

  it('leaves out what the organisation lacks', () => {
    const { container } = renderCard(buildOrganisation({ logo: null, slogan: null }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.jb-organisation-card__slogan')).toBeNull();
    expect(container.querySelector('.jb-organisation-card__count')).toBeNull();
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
