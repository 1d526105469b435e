import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganisation } from '../../../../schema/src/entities/fixtures';
import { createBlockRegistry } from '../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  englishI18n,
  fixtureContext,
} from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { OrganisationProfile } from './organisation-profile';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function renderProfile(
  logo: string | null,
  defaultImages: { name: string; imageSrc: string }[],
  overrides: Parameters<typeof buildOrganisation>[0] = {},
) {
  const context = {
    ...fixtureContext(),
    settings: { ...DEFAULT_SITE_SETTINGS, defaultImages },
  };
  const organisation = buildOrganisation({ logo, text_about: null, info_items: [], ...overrides });
  return render(
    <BoardProviders
      i18n={i18n}
      context={context}
      runtime={{ registry: createBlockRegistry({ builtins: [] }) }}
    >
      <OrganisationProfile organisation={organisation} />
    </BoardProviders>,
  );
}

const logoOf = (container: HTMLElement) =>
  container.querySelector('img.jb-organisation__logo')?.getAttribute('src') ?? null;

describe("the organisation page's logo", () => {
  const defaults = [{ name: 'organisation', imageSrc: 'https://cdn.test/organisation.png' }];

  it("shows the site's organisation default image when the organisation has no logo", () => {
    expect(logoOf(renderProfile(null, defaults).container)).toBe(
      'https://cdn.test/organisation.png',
    );
  });

  it('keeps the logo of the organisation', () => {
    expect(logoOf(renderProfile('https://cdn.test/acme.png', defaults).container)).toBe(
      'https://cdn.test/acme.png',
    );
  });

  it('shows no logo without one or a default image', () => {
    expect(logoOf(renderProfile(null, []).container)).toBeNull();
  });
});

describe("the organisation page's favourite toggle", () => {
  it('names the organisation it saves, as the cards in a list do', () => {
    const { getByRole } = renderProfile(null, []);
    const name = buildOrganisation({}).name;
    expect(getByRole('button', { name: `Add to favorites: ${name}` })).toBeTruthy();
  });
});

describe('an organisation with values the API should not send', () => {
  it('names the link of an unknown social network as a website', () => {
    const { getByRole } = renderProfile(null, [], {
      info_items: [
        { type: 'social', value: 'https://social.test/acme', order: 0, social_type: 'toString' },
      ] as never,
    });
    expect(getByRole('link', { name: /^Website/ }).getAttribute('href')).toBe(
      'https://social.test/acme',
    );
  });
});
