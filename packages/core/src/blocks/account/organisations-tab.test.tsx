import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOrganisation, buildUser } from '../../../../schema/src/entities/fixtures';
import { renderAccountBlock } from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';

afterEach(cleanup);

const employer = (organisations: ReturnType<typeof buildOrganisation>[]) => ({
  role: 'employer' as const,
  user: buildUser({ isCandidate: false, client: { uuid: 'client-1', organisations } }),
});

const openTab = (organisations: ReturnType<typeof buildOrganisation>[]) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: employer(organisations),
    url: '/my-account?tab=organisations',
    pages: JOB_ALERT_PAGES,
    api: () => ({ body: { data: [] } }),
  });

describe('the organisations tab', () => {
  it("shows the client's organisations as cards linking to their profiles", async () => {
    await openTab([
      buildOrganisation({ id: 1, slug: 'acme', name: 'Acme' }),
      buildOrganisation({ id: 2, slug: 'acme-zorg', name: 'Acme Zorg' }),
    ]);
    const zorg = await screen.findByRole('link', { name: 'Acme Zorg' });
    const grid = zorg.closest('.jb-collection__grid') as HTMLElement;
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Acme', 'Acme Zorg']);
    expect(zorg.getAttribute('href')).toBe('/company/acme-zorg');
  });

  it('says so when the client manages none', async () => {
    await openTab([]);
    expect(
      await screen.findByText('Your company manages no organizations on this job board yet.'),
    ).toBeTruthy();
  });
});
