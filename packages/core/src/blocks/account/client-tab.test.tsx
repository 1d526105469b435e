import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';

afterEach(cleanup);

const E = '/api/employer/v1';
const EMPLOYER = {
  role: 'employer' as const,
  user: buildUser({
    isCandidate: false,
    client: { uuid: 'client-1', organisations: [] },
    clients: [{ id: 1, uuid: 'client-1', name: 'Acme', current: true }],
  }),
};

const CLIENT = {
  uuid: 'client-1',
  name: 'Acme',
  email: 'info@acme.test',
  invoice_email: null,
  vat_number: null,
  credits: 3,
};
const HEAD_OFFICE = {
  id: 1,
  primary: true,
  delivery: false,
  financial: true,
  label: 'Head office',
  address_line_1: 'Oudegracht 1',
  address_line_2: null,
  city: 'Utrecht',
  postal_code: '3511 AA',
  country_code: 'NL',
};
const WAREHOUSE = {
  ...HEAD_OFFICE,
  id: 2,
  primary: false,
  financial: false,
  delivery: true,
  label: null,
  address_line_1: 'Havenweg 4',
  city: 'Rotterdam',
  postal_code: '3011 AA',
};

/** The employer API of the tab; `answer` may answer a request before the defaults do. */
const clientApi =
  (answer: (request: SentRequest) => ReturnType<FakeApi> | undefined = () => undefined): FakeApi =>
  (request) => {
    const own = answer(request);
    if (own) return own;
    if (request.path === `${E}/client` && request.method === 'GET')
      return { body: { data: CLIENT } };
    if (request.path === `${E}/client` && request.method === 'PUT') {
      return { body: { data: { ...CLIENT, ...(request.body as object) } } };
    }
    if (request.path === `${E}/client/dashboard`) {
      return {
        body: {
          data: {
            credits: 3,
            contracts: [
              {
                id: 9,
                name: 'Contract 10 jobs',
                product_type: 'contract',
                remaining: 7,
                till: '2027-01-31',
              },
            ],
            slots: [
              { id: 11, name: 'Job slot', product_type: 'slot', remaining: 0, job_id: 4 },
              { id: 12, name: 'Job slot', product_type: 'slot', remaining: 1, job_id: null },
            ],
            subscriptions: [],
          },
        },
      };
    }
    if (request.path === `${E}/client/addresses` && request.method === 'GET') {
      return { body: { data: [HEAD_OFFICE, WAREHOUSE] } };
    }
    if (request.path.startsWith(`${E}/client/addresses`)) return { body: { data: HEAD_OFFICE } };
    return { body: { data: request.path.endsWith('/you') ? EMPLOYER.user : [] } };
  };

const openTab = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    url: '/my-account?tab=client',
    pages: JOB_ALERT_PAGES,
    api: clientApi(),
    ...options,
  });

const changes = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => [method, path, body]);

describe('the company tab: balance and details', () => {
  it('shows the credits, the contracts and, apart from them, the job slots', async () => {
    await openTab();
    const balance = (await screen.findByRole('heading', { name: 'Balance' }))
      .parentElement as HTMLElement;
    expect(await within(balance).findByText('3 credits')).toBeTruthy();
    const listAfter = (heading: string) =>
      within(balance).getByRole('heading', { name: heading }).nextElementSibling as HTMLElement;
    const contracts = within(listAfter('Contracts')).getAllByRole('listitem');
    expect(contracts.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Contract 10 jobs · 7 left · until .+2027/),
    ]);
    // A slot says whether it holds a job, not '0 left' or '1 left'.
    const slots = within(listAfter('Job slots')).getAllByRole('listitem');
    expect(slots.map((item) => item.textContent)).toEqual([
      'Job slot · holds a job',
      'Job slot · free',
    ]);
    // One child per item: the item lays its children out as a row, which put the name on the
    // left and '· holds a job' on the right.
    for (const item of [...contracts, ...slots]) expect(item.childNodes).toHaveLength(1);
  });

  it('says so when the company has no contracts or no job slots', async () => {
    await openTab({
      api: clientApi((request) =>
        request.path === `${E}/client/dashboard`
          ? { body: { data: { credits: 0, contracts: [], slots: [], subscriptions: [] } } }
          : undefined,
      ),
    });
    expect(await screen.findByText('You have no active contracts.')).toBeTruthy();
    expect(screen.getByText('You have no job slots.')).toBeTruthy();
  });

  it("says 'Employer subscriptions fetch error' when the balance cannot be read", async () => {
    await openTab({
      api: clientApi((request) =>
        request.path === `${E}/client/dashboard`
          ? { status: 500, body: { message: 'Broken' } }
          : undefined,
      ),
    });
    expect(
      (await screen.findByText('Employer subscriptions fetch error')).getAttribute('role'),
    ).toBe('alert');
  });

  it('saves the company details, emptied fields as null', async () => {
    const { sent, session } = await openTab();
    const name = await screen.findByLabelText('Company name');
    expect((name as HTMLInputElement).value).toBe('Acme');
    fireEvent.change(name, { target: { value: ' Acme BV ' } });
    fireEvent.change(screen.getByLabelText('Company email address (optional)'), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByLabelText('VAT number (optional)'), {
      target: { value: 'NL123456789B01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('Your company details have been saved.')).toBeTruthy();
    expect(changes(sent)).toEqual([
      [
        'PUT',
        `${E}/client`,
        { name: 'Acme BV', email: null, invoice_email: null, vat_number: 'NL123456789B01' },
      ],
    ]);
    // Renamed: the companies list (the user's memberships) is read again.
    expect(session.reloadUser).toHaveBeenCalledTimes(1);
  });

  it('reads the user again only when the company’s name changed', async () => {
    const { session } = await openTab();
    fireEvent.change(await screen.findByLabelText('VAT number (optional)'), {
      target: { value: 'NL123456789B01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('Your company details have been saved.')).toBeTruthy();
    expect(session.reloadUser).not.toHaveBeenCalled();
  });

  it('checks the name and the email addresses before sending', async () => {
    const { sent } = await openTab();
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Email address for invoices (optional)'), {
      target: { value: 'invoices' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company name')));
    expect(screen.getByText('Company name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(changes(sent)).toEqual([]);
  });

  it("shows the API's field error on its field", async () => {
    await openTab({
      api: clientApi((request) =>
        request.method === 'PUT' && request.path === `${E}/client`
          ? {
              status: 400,
              body: { message: 'Invalid', errors: { vat_number: ['The VAT number is too long.'] } },
            }
          : undefined,
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save company details' }));
    const field = screen.getByLabelText('VAT number (optional)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The VAT number is too long.')).toBeTruthy();
  });
});

describe('the company tab: addresses', () => {
  it('lists the addresses with their flags and only the buttons that change something', async () => {
    await openTab();
    const office = await screen.findByRole('article', { name: 'Head office' });
    expect(
      within(office)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Primary', 'Invoices']);
    expect(within(office).queryByRole('button', { name: /primary address/ })).toBeNull();
    const warehouse = screen.getByRole('article', {
      name: 'Havenweg 4, 3011 AA Rotterdam, Netherlands',
    });
    expect(
      within(warehouse)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deliveries']);
    expect(
      within(warehouse).getByRole('button', {
        name: 'Make primary address: Havenweg 4, 3011 AA Rotterdam, Netherlands',
      }),
    ).toBeTruthy();
  });

  it("shows the label registration gave the first address in the board's language", async () => {
    await openTab({
      api: clientApi((request) =>
        request.method === 'GET' && request.path === `${E}/client/addresses`
          ? { body: { data: [{ ...HEAD_OFFICE, label: 'Primary Address' }, WAREHOUSE] } }
          : undefined,
      ),
    });
    const office = await screen.findByRole('article', { name: 'Primary address' });
    expect(within(office).getByRole('heading', { level: 4 }).textContent).toBe('Primary address');
    expect(within(office).getByRole('button', { name: 'Edit Primary address' })).toBeTruthy();
  });

  it('adds an address, checked first', async () => {
    const { sent } = await openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    // The button is gone: the focus is in the form.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText('Name of the address, such as Head office (optional)'),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Address')));
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(changes(sent)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Kade 7' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '1011 AB' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Amsterdam' } });
    fireEvent.click(screen.getByLabelText('Use for deliveries'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been added.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an address' })),
    );
    expect(changes(sent)).toEqual([
      [
        'POST',
        `${E}/client/addresses`,
        {
          address_line_1: 'Kade 7',
          city: 'Amsterdam',
          postal_code: '1011 AB',
          country_code: 'NL',
          delivery: true,
        },
      ],
    ]);
  });

  it('makes an address primary, and says so when the API refuses', async () => {
    const { sent } = await openTab({
      api: clientApi((request) =>
        request.method === 'PUT' && request.path === `${E}/client/addresses/2`
          ? { status: 400, body: { message: 'Not allowed here' } }
          : undefined,
      ),
    });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Make primary address: Havenweg 4, 3011 AA Rotterdam, Netherlands',
      }),
    );
    const failure = await screen.findByText(/^Could not set the address as primary\./);
    expect(failure.getAttribute('role')).toBe('alert');
    expect(failure.textContent).toBe('Could not set the address as primary.\nNot allowed here');
    expect(changes(sent)).toEqual([['PUT', `${E}/client/addresses/2`, { primary: true }]]);
  });

  it('edits an address, the focus back on its edit button after', async () => {
    const { sent } = await openTab();
    const office = await screen.findByRole('article', { name: 'Head office' });
    fireEvent.click(within(office).getByRole('button', { name: 'Edit Head office' }));
    const city = screen.getByLabelText('City') as HTMLInputElement;
    expect(city.value).toBe('Utrecht');
    fireEvent.change(city, { target: { value: 'Amersfoort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been saved.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Head office' })),
    );
    expect(changes(sent)).toEqual([
      [
        'PUT',
        `${E}/client/addresses/1`,
        {
          address_line_1: 'Oudegracht 1',
          city: 'Amersfoort',
          postal_code: '3511 AA',
          country_code: 'NL',
          delivery: false,
          address_line_2: '',
          label: 'Head office',
        },
      ],
    ]);
  });

  it('sends invoices to another address', async () => {
    const { sent } = await openTab();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Use for invoices: Havenweg 4, 3011 AA Rotterdam, Netherlands',
      }),
    );
    expect(
      await screen.findByText('Invoices now go to Havenweg 4, 3011 AA Rotterdam, Netherlands.'),
    ).toBeTruthy();
    expect(changes(sent)).toEqual([['POST', `${E}/client/addresses/2/financial`, null]]);
  });

  it('asks before deleting, starting on Cancel, then deletes and goes to the add button', async () => {
    const { sent } = await openTab();
    const name = 'Havenweg 4, 3011 AA Rotterdam, Netherlands';
    const warehouse = await screen.findByRole('article', { name });
    fireEvent.click(within(warehouse).getByRole('button', { name: `Delete ${name}` }));
    const cancel = within(warehouse).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    // Read with the question it answers.
    expect(
      document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(`Delete ${name}?`);
    expect(changes(sent)).toEqual([]);
    fireEvent.click(within(warehouse).getByRole('button', { name: `Delete ${name}` }));
    expect(await screen.findByText('The address has been deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an address' })),
    );
    expect(changes(sent)).toEqual([['DELETE', `${E}/client/addresses/2`, null]]);
    // The outcome goes with the visitor's next move elsewhere on the tab (QA: it stood beside
    // later, unrelated changes of the company's details).
    fireEvent.input(screen.getByLabelText('Company name'), { target: { value: 'Acme B.V.' } });
    await waitFor(() => expect(screen.queryByText('The address has been deleted.')).toBeNull());
  });

  it('leaves the delete question on Escape, as Cancel does', async () => {
    const { sent } = await openTab();
    const name = 'Havenweg 4, 3011 AA Rotterdam, Netherlands';
    const warehouse = await screen.findByRole('article', { name });
    fireEvent.click(within(warehouse).getByRole('button', { name: `Delete ${name}` }));
    const cancel = within(warehouse).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() =>
      expect(within(warehouse).queryByRole('button', { name: 'Cancel' })).toBeNull(),
    );
    expect(changes(sent)).toEqual([]);
  });

  it('says why an address was not deleted, back on its edit button', async () => {
    await openTab({
      api: clientApi((request) =>
        request.method === 'DELETE'
          ? { status: 404, body: { message: 'Address not found' } }
          : undefined,
      ),
    });
    const name = 'Havenweg 4, 3011 AA Rotterdam, Netherlands';
    const warehouse = await screen.findByRole('article', { name });
    fireEvent.click(within(warehouse).getByRole('button', { name: `Delete ${name}` }));
    fireEvent.click(within(warehouse).getByRole('button', { name: `Delete ${name}` }));
    const failure = await screen.findByText(/^Could not delete the address\./);
    expect(failure.textContent).toBe('Could not delete the address.\nAddress not found');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: `Edit ${name}` })),
    );
  });

  it('offers no deletion of the primary address while others exist, nor a 21st address', async () => {
    const { unmount } = await openTab();
    const office = await screen.findByRole('article', { name: 'Head office' });
    expect(within(office).queryByRole('button', { name: 'Delete Head office' })).toBeNull();
    unmount();
    const many = Array.from({ length: 20 }, (_, index) => ({
      ...WAREHOUSE,
      id: index + 10,
      label: `Depot ${index + 1}`,
    }));
    await openTab({
      api: clientApi((request) =>
        request.path === `${E}/client/addresses` && request.method === 'GET'
          ? { body: { data: many } }
          : undefined,
      ),
    });
    expect(
      await screen.findByText(
        'You keep 20 addresses, the most there can be: delete one to add another.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
  });

  it('clears an emptied label when saving a change', async () => {
    const { sent } = await openTab();
    const office = await screen.findByRole('article', { name: 'Head office' });
    fireEvent.click(within(office).getByRole('button', { name: 'Edit Head office' }));
    fireEvent.change(screen.getByLabelText('Name of the address, such as Head office (optional)'), {
      target: { value: ' ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been saved.')).toBeTruthy();
    const [[, , body]] = changes(sent) as [[string, string, Record<string, unknown>]];
    expect(body).toMatchObject({ label: '', address_line_2: '' });
  });
});
