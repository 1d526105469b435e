import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import { createI18n } from '../../i18n/create-i18n';
import { PRIMARY_ADDRESS_LABEL } from '../register/build-registration';
import {
  type FakeApi,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';
import { addressText, shownLabel } from './address-book';

afterEach(cleanup);

const C = '/api/candidate/v1';
const CANDIDATE = { role: 'candidate' as const, user: buildUser() };
const HOME = {
  id: 5,
  primary: true,
  delivery: false,
  financial: false,
  label: null,
  address_line_1: 'Lange Nieuwstraat 3',
  address_line_2: null,
  city: 'Utrecht',
  postal_code: '3512 PA',
  country_code: 'NL',
};

const candidateApi =
  (addresses: unknown[]): FakeApi =>
  (request) => {
    if (request.path === `${C}/user/addresses` && request.method === 'GET') {
      return { body: { data: addresses } };
    }
    if (request.path.startsWith(`${C}/user/addresses`)) return { body: { data: HOME } };
    return { body: { data: request.path.endsWith('/you') ? CANDIDATE.user : [] } };
  };

describe("the candidate's address book (profile tab)", () => {
  it('lists their addresses, with no invoice address to choose', async () => {
    const { styles } = await renderAccountBlock('account', accountBlock, {
      signedIn: CANDIDATE,
      url: '/my-account?tab=edit-profile',
      api: candidateApi([HOME]),
    });
    const home = await screen.findByRole('article', {
      name: 'Lange Nieuwstraat 3, 3512 PA Utrecht, Netherlands',
    });
    expect(home.querySelector('p')?.textContent).toBe(
      'Lange Nieuwstraat 33512 PA UtrechtNetherlands',
    );
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Primary']);
    expect(within(home).queryByRole('button', { name: /invoices/i })).toBeNull();
    // The flags' styles come with the address book, not with the company tab only.
    expect([...styles.values()].some((css) => css.includes('.jb-client__flags li'))).toBe(true);
  });

  it('says it could not get the addresses, not that there are none, and reads again', async () => {
    let failing = true;
    const api = candidateApi([HOME]);
    await renderAccountBlock('account', accountBlock, {
      signedIn: CANDIDATE,
      url: '/my-account?tab=edit-profile',
      api: (request) =>
        failing && request.path === `${C}/user/addresses`
          ? { status: 500, body: { message: 'Server error' } }
          : api(request),
    });
    const failure = await screen.findByText('Could not get the addresses.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/no addresses/i)).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', {
        name: 'Lange Nieuwstraat 3, 3512 PA Utrecht, Netherlands',
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Could not get the addresses.')).toBeNull();
  });

  it('adds one through the candidate calls', async () => {
    const { sent } = await renderAccountBlock('account', accountBlock, {
      signedIn: CANDIDATE,
      url: '/my-account?tab=edit-profile',
      api: candidateApi([]),
    });
    expect(await screen.findByText('You have no addresses yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    // A candidate's address is named as a home, not as a company's office.
    expect(screen.getByLabelText('Name of the address, such as Home (optional)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Kade 7' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '1011 AB' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Amsterdam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been added.')).toBeTruthy();
    expect(
      sent.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`${C}/user/addresses`]);
  });
});

describe("the registration's address label", () => {
  it('is shown in the board language, as the heading and in the buttons', async () => {
    await renderAccountBlock('account', accountBlock, {
      signedIn: CANDIDATE,
      url: '/my-account?tab=edit-profile',
      api: candidateApi([
        { ...HOME, label: PRIMARY_ADDRESS_LABEL },
        { ...HOME, id: 6, primary: false, label: 'Primary Address office' },
      ]),
    });
    const home = await screen.findByRole('article', { name: 'Primary address' });
    expect(within(home).getByRole('heading', { level: 4 }).textContent).toBe('Primary address');
    expect(within(home).getByRole('button', { name: 'Edit Primary address' })).toBeTruthy();
    // A label the user typed stays as typed.
    const office = screen.getByRole('article', { name: 'Primary Address office' });
    expect(within(office).getByRole('heading', { level: 4 }).textContent).toBe(
      'Primary Address office',
    );
  });

  it.each([
    ['nl', 'Hoofdadres'],
    ['ro', 'Adresa principală'],
  ])('is translated in %s', async (locale, label) => {
    const board = await createI18n({ locale });
    await board.loadPart('account');
    const _ = board.i18n._.bind(board.i18n);
    expect(shownLabel({ label: ` ${PRIMARY_ADDRESS_LABEL} `, primary: true }, _)).toBe(label);
    expect(shownLabel({ label: 'Magazijn', primary: false }, _)).toBe('Magazijn');
    expect(shownLabel({ label: null, primary: true }, _)).toBe('');
  });

  it('names no address Primary Address once another one is primary', async () => {
    const board = await createI18n({ locale: 'nl' });
    await board.loadPart('account');
    const _ = board.i18n._.bind(board.i18n);
    expect(shownLabel({ label: PRIMARY_ADDRESS_LABEL, primary: false }, _)).toBe('');
  });
});

describe('the country of an address', () => {
  it.each([
    ['nl', 'Nederland', 'België'],
    ['en-US', 'Netherlands', 'Belgium'],
  ])(
    'is named in the board’s locale (%s), on the card and in its buttons',
    async (locale, home, away) => {
      await renderAccountBlock('account', accountBlock, {
        signedIn: CANDIDATE,
        url: '/my-account?tab=edit-profile',
        locale,
        api: candidateApi([
          HOME,
          {
            ...HOME,
            id: 6,
            primary: false,
            address_line_1: 'Meir 1',
            city: 'Antwerpen',
            postal_code: '2000',
            country_code: 'BE',
          },
        ]),
      });
      const card = await screen.findByRole('article', {
        name: `Lange Nieuwstraat 3, 3512 PA Utrecht, ${home}`,
      });
      expect(card.querySelector('p')?.textContent).toBe(
        `Lange Nieuwstraat 33512 PA Utrecht${home}`,
      );
      expect(
        within(card).getByRole('button', {
          name: `Edit Lange Nieuwstraat 3, 3512 PA Utrecht, ${home}`,
        }),
      ).toBeTruthy();
      const other = screen.getByRole('article', { name: `Meir 1, 2000 Antwerpen, ${away}` });
      expect(
        within(other).getByRole('button', {
          name: `Make primary address: Meir 1, 2000 Antwerpen, ${away}`,
        }),
      ).toBeTruthy();
      // The buttons say what they do in a few words; their names (above) add the address, which
      // as their visible text made each button a line wide.
      expect(
        within(other)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Edit', 'Make primary address', 'Delete']);
      expect(screen.queryByText(/\bNL\b|\bBE\b/)).toBeNull();
    },
  );
});

describe('addressText', () => {
  it('writes an address on one line, leaving out what it lacks', () => {
    expect(addressText(HOME, 'en-US')).toBe('Lange Nieuwstraat 3, 3512 PA Utrecht, Netherlands');
    expect(addressText({ ...HOME, postal_code: null }, 'nl')).toBe(
      'Lange Nieuwstraat 3, Utrecht, Nederland',
    );
    expect(addressText({ ...HOME, country_code: null }, 'nl')).toBe(
      'Lange Nieuwstraat 3, 3512 PA Utrecht',
    );
  });
});
