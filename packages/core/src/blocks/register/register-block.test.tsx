import { cleanup, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../blocks-runtime/testing/block-fixtures';
import {
  ACCOUNT_PAGES,
  defaultApi,
  type FakeAnswer,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import * as registerBlock from './register-block';

afterEach(cleanup);

const renderRegister = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('register', registerBlock, options);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

const employerTab = () => fireEvent.click(screen.getByRole('tab', { name: 'Employer' }));

/**
 * A real `change` event: testing-library/preact turns `fireEvent.change` into an `input` event
 * under preact/compat, which selects do not listen to.
 */
function choose(label: string, value: string) {
  const select = screen.getByLabelText(label);
  fireEvent(select, createEvent.change(select, { target: { value } }));
}

const acceptTerms = () =>
  fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));

function fillInPerson() {
  type('First name', 'Kim');
  type('Last name', 'de Vries');
  type('Email', 'kim@example.com');
  type('Password', 'correct horse');
  type('Repeat password', 'correct horse');
  acceptTerms();
}

function fillInCompany() {
  type('Company name', 'Example BV');
  type('Address', 'Damrak 1');
  type('Postal code', '1012 LG');
  type('City', 'Amsterdam');
  type('Phone number', '20 123 4567');
}

/** The error text a field points to with `aria-describedby`, once it is marked invalid. */
function errorOf(label: string): string | undefined {
  const field = screen.getByLabelText(label);
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

const PERSON_PAYLOAD = {
  given_name: 'Kim',
  family_name: 'de Vries',
  email: 'kim@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  newsletters: [],
  job_board_id: 7,
};

describe('the way to the login page', () => {
  it('links to it under the form, where the site has one', async () => {
    await renderRegister();
    expect(
      screen.getByRole('link', { name: 'Already have an account? Log in' }).getAttribute('href'),
    ).toBe('/login');
    cleanup();
    await renderRegister({ pages: ACCOUNT_PAGES.filter((page) => page.key !== 'p-login') });
    expect(screen.queryByRole('link', { name: 'Already have an account? Log in' })).toBeNull();
  });
});

describe('register fields per role', () => {
  it('shows the company fields on the employer tab only', async () => {
    await renderRegister();
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    employerTab();
    for (const label of [
      'Company name',
      'Address',
      'Postal code',
      'City',
      'Country',
      'Phone number',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('NL');
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('NL');
  });

  it('hydrates a server render whose engine names countries differently, then lists them all', async () => {
    // A server's ICU data names and orders countries its own way (Node's and Chromium's differ);
    // a render there with another DisplayNames stands in for it.
    const BrowserNames = Intl.DisplayNames;
    class ServerNames extends BrowserNames {
      override of(code: string) {
        return `server ${code}`;
      }
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let html = '';
    await renderRegister({
      url: '/register?role=employer',
      config: { countries: [{ code: 'BE', name: 'Belgium', search_enabled: true }] },
      serverRender: (render) => {
        const intl = Intl as { DisplayNames: typeof BrowserNames };
        intl.DisplayNames = ServerNames;
        try {
          html = render();
        } finally {
          intl.DisplayNames = BrowserNames;
        }
        return html;
      },
    });
    expect(html).toContain('Belgium (+32)');
    expect(html).not.toContain('server');
    const phone = screen.getByLabelText('Country code') as HTMLSelectElement;
    await waitFor(() => expect(phone.options.length).toBeGreaterThan(100));
    // A Belgian board's form starts with Belgium's code, on the server as in the browser.
    expect(phone.value).toBe('BE');
    expect([...phone.options].map((option) => option.text)).toContain('Germany (+49)');
    // React reports a text mismatch with console.error (preact patches the text silently).
    const reported = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    errors.mockRestore();
    expect(reported).not.toMatch(/hydrat|did not match/i);
  });

  it('takes no more than the API stores (names 200, address 200, postal code 20, city 100)', async () => {
    await renderRegister();
    employerTab();
    const limits = Object.fromEntries(
      ['First name', 'Last name', 'Email', 'Company name', 'Address', 'Postal code', 'City'].map(
        (label) => [label, screen.getByLabelText(label).getAttribute('maxlength')],
      ),
    );
    expect(limits).toEqual({
      'First name': '200',
      'Last name': '200',
      Email: '254',
      'Company name': '200',
      Address: '200',
      'Postal code': '20',
      City: '100',
    });
    expect(screen.getByLabelText('Password').getAttribute('maxlength')).toBeNull();
  });

  it('asks browsers for new passwords', async () => {
    await renderRegister();
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Repeat password').getAttribute('type')).toBe('password');
  });

  it('shows the site terms text of the selected role', async () => {
    await renderRegister({
      site: {
        termsTextCandidate: { 'en-US': '<p>Terms for candidates</p>' },
        termsTextEmployer: { 'en-US': '<p>Terms for employers</p>' },
      },
    });
    expect(screen.getByText('Terms for candidates')).toBeTruthy();
    employerTab();
    expect(screen.getByText('Terms for employers')).toBeTruthy();
    expect(screen.queryByText('Terms for candidates')).toBeNull();
  });

  it('opens on the block default role', async () => {
    await renderRegister({ settings: { defaultRole: 'employer' } });
    expect(screen.getByRole('tab', { name: 'Employer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Company name')).toBeTruthy();
  });

  it.each([
    ['/register?role=employer', {}, 'Employer'],
    ['/register?role=candidate', { defaultRole: 'employer' }, 'Candidate'],
    ['/register?role=admin', {}, 'Candidate'],
    // The account tab the login guard kept says whose page it was.
    ['/register?tab=manage-jobs', {}, 'Employer'],
    ['/register?tab=job-alerts', { defaultRole: 'employer' }, 'Candidate'],
    ['/register?tab=edit-profile', { defaultRole: 'employer' }, 'Employer'],
  ])('opens %s on the role the link asks for, when offered', async (path, settings, tab) => {
    await renderRegister({ url: path, settings });
    expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  });

  it('tells a guest sent by a favourite why, on the candidate tab only', async () => {
    await renderRegister({ url: '/register?role=candidate&reason=favourites' });
    expect(document.querySelector('.jb-account__reason')?.textContent).toBe(
      'Create an account to save favorites',
    );
    employerTab();
    expect(document.querySelector('.jb-account__reason')).toBeNull();
  });

  it("tells it with the site's favourite benefits text, sanitized, when the site has one", async () => {
    await renderRegister({
      url: '/register?role=candidate&reason=favourites',
      site: {
        favouriteBenefitsText: {
          'en-US': '<p>Save jobs <img src=x onerror="alert(1)">and get alerts.</p>',
          nl: 'Bewaar vacatures.',
        },
      },
    });
    const reason = document.querySelector('.jb-account__reason');
    await waitFor(() => expect(reason?.textContent).toBe('Save jobs and get alerts.'));
    expect(reason?.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
  });

  it('gives no reason without one in the link', async () => {
    await renderRegister({ url: '/register?role=candidate' });
    expect(document.querySelector('.jb-account__reason')).toBeNull();
  });

  it('falls back to the offered role when the link asks for one the site does not offer', async () => {
    await renderRegister({ url: '/register?role=employer', site: { allowEmployer: false } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText('Company name')).toBeNull();
  });

  it('offers no tab list when the site allows candidates only', async () => {
    await renderRegister({ site: { allowEmployer: false } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText('Company name')).toBeNull();
  });
});

describe('register validation', () => {
  it('names every missing field of a candidate and focuses the first', async () => {
    const { sent } = await renderRegister();
    submit();
    expect(errorOf('First name')).toBe('First name is required.');
    expect(errorOf('Last name')).toBe('Last name is required.');
    expect(errorOf('Email')).toBe('Email is required.');
    expect(errorOf('Password')).toBe('Password is required.');
    expect(errorOf('Repeat password')).toBe('Repeat password is required.');
    expect(errorOf('I accept the terms and conditions')).toBe(
      'Accept the terms and conditions to register.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(sent).toEqual([]);
  });

  it('names every missing company field of an employer', async () => {
    await renderRegister();
    employerTab();
    fillInPerson();
    submit();
    expect(errorOf('Company name')).toBe('Company name is required.');
    expect(errorOf('Address')).toBe('Address is required.');
    expect(errorOf('Postal code')).toBe('Postal code is required.');
    expect(errorOf('City')).toBe('City is required.');
    expect(errorOf('Phone number')).toBe('Phone number is required.');
    expect(document.activeElement).toBe(screen.getByLabelText('Company name'));
  });

  it.each([
    [
      'an email that is not one',
      'Email',
      'kim@',
      'Enter a valid email address, such as name@example.com.',
    ],
    [
      'a password under 8 characters',
      'Password',
      'short',
      'The password must be at least 8 characters long.',
    ],
    [
      'a repeat that differs',
      'Repeat password',
      'correct horsf',
      'The password confirmation does not match.',
    ],
  ])('refuses %s', async (_name, label, value, expected) => {
    const { sent } = await renderRegister();
    fillInPerson();
    type(label, value);
    submit();
    expect(errorOf(label)).toBe(expected);
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(sent).toEqual([]);
  });

  it('refuses a phone number that is not one', async () => {
    await renderRegister();
    employerTab();
    fillInPerson();
    fillInCompany();
    type('Phone number', 'call me');
    submit();
    expect(errorOf('Phone number')).toBe('Enter a valid phone number.');
  });

  it('clears the error of a field once it is edited', async () => {
    await renderRegister();
    submit();
    type('First name', 'Kim');
    expect(errorOf('First name')).toBeUndefined();
    expect(errorOf('Last name')).toBe('Last name is required.');
  });
});

describe('registering', () => {
  it('sends the candidate payload, emits the event and logs the candidate in', async () => {
    const { sent, emit, session } = await renderRegister({
      config: { newsletters: [{ id: 3, name: 'Weekly jobs', description: null }] },
    });
    fillInPerson();
    fireEvent.click(screen.getByLabelText('Weekly jobs'));
    submit();
    await waitFor(() => expect(session.login).toHaveBeenCalledWith('candidate', 'candidate-token'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/candidate/v1/register',
        body: { ...PERSON_PAYLOAD, newsletters: [3] },
      },
      {
        method: 'POST',
        path: '/api/candidate/v1/login',
        body: { email: 'kim@example.com', password: 'correct horse' },
      },
    ]);
    expect(emit).toHaveBeenCalledWith('register', { role: 'candidate' });
    // The page the login takes the new account to says it was made, and where the mail went.
    expect(session.announce).toHaveBeenCalledTimes(1);
    expect(session.announce).toHaveBeenCalledWith(
      'Welcome! Your account has been created. We sent a link to kim@example.com to confirm your email address.',
    );
    expect(session.announce.mock.invocationCallOrder[0]).toBeLessThan(
      session.login.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('sends the employer payload with the company, its address and phone', async () => {
    const { sent, emit, session } = await renderRegister();
    employerTab();
    fillInPerson();
    fillInCompany();
    choose('Country', 'BE');
    choose('Country code', 'DE');
    submit();
    await waitFor(() => expect(session.login).toHaveBeenCalledWith('employer', 'employer-token'));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/employer/v1/register',
      body: {
        ...PERSON_PAYLOAD,
        name: 'Example BV',
        addresses: [
          {
            address_line_1: 'Damrak 1',
            city: 'Amsterdam',
            country_code: 'BE',
            postal_code: '1012 LG',
            label: 'Primary Address',
          },
        ],
        phones: [{ country_code: 'DE', phone: '20 123 4567', label: 'Primary' }],
      },
    });
    expect(emit).toHaveBeenCalledWith('register', { role: 'employer' });
  });

  it('is busy while sending', async () => {
    const answer = deferred<FakeAnswer>();
    const { container } = await renderRegister({ api: () => answer.promise });
    fillInPerson();
    submit();
    const button = screen.getByRole('button', { name: 'Creating your account…' });
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    answer.resolve({ status: 500, body: {} });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy());
  });

  it('shows an existing account on the email field', async () => {
    const { emit, session } = await renderRegister({
      api: () => ({
        status: 400,
        body: {
          message: 'An account with this email already exists.',
          code: 'validation.client_user_email',
          errors: { email: ['validation.client_user_email'] },
        },
      }),
    });
    fillInPerson();
    submit();
    await waitFor(() =>
      expect(errorOf('Email')).toBe('An account with this email already exists.'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(emit).not.toHaveBeenCalled();
    expect(session.login).not.toHaveBeenCalled();
  });

  it('shows the API field errors of the company on their fields', async () => {
    await renderRegister({
      api: () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'addresses.0.city': ['Unknown city'] },
        },
      }),
    });
    employerTab();
    fillInPerson();
    fillInCompany();
    submit();
    await waitFor(() => expect(errorOf('City')).toBe('Unknown city'));
  });

  it('says in the alert what fits no field shown', async () => {
    await renderRegister({
      api: () => ({
        status: 422,
        body: {
          message: 'The country is not supported.',
          errors: {
            'addresses.0.city': ['Unknown city'],
            'addresses.0.country_code': ['The country is not supported.'],
          },
        },
      }),
    });
    employerTab();
    fillInPerson();
    fillInCompany();
    submit();
    await waitFor(() => expect(errorOf('City')).toBe('Unknown city'));
    expect(screen.getByRole('alert').textContent).toBe('The country is not supported.');
  });

  it('shows the generic error when the server fails', async () => {
    await renderRegister({ api: () => ({ status: 500, body: { message: 'boom' } }) });
    fillInPerson();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Some error happened. Could not perform action',
      ),
    );
  });

  it('offers the login page when the login after registering fails', async () => {
    const { session } = await renderRegister({
      api: (request) =>
        request.path.endsWith('/login') ? { status: 500, body: {} } : defaultApi(request),
    });
    fillInPerson();
    submit();
    const done = await screen.findByText('Your account has been created. You can now log in.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
    expect(screen.queryByLabelText('Email')).toBeNull();
    // The welcome for the next page is taken back: the visitor stays here.
    expect(session.announce).toHaveBeenLastCalledWith(null);
  });

  it('offers no login link when the site has no login page', async () => {
    await renderRegister({
      sessionHolds: false,
      pages: ACCOUNT_PAGES.filter((page) => page.key !== 'p-login'),
    });
    fillInPerson();
    submit();
    await screen.findByText('Your account has been created. You can now log in.');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('checks but sends nothing in the editor', async () => {
    const { sent, emit } = await renderRegister({ editor: true });
    fillInPerson();
    submit();
    expect(screen.getByRole('status').textContent).toBe('Forms are not sent in the editor.');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    expect(emit).not.toHaveBeenCalled();
  });
});
