import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJobAlert, buildUser } from '../../../../schema/src/entities/fixtures';
// A file input's change event as the browser sends it (@testing-library/preact's fireEvent.change
// sends an input event under preact/compat).
import { changeValue } from '../job-details/testing/apply-form-kit';
import {
  type FakeAnswer,
  type RenderAccountBlockOptions,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const USER = buildUser({ uuid: 'kim-uuid', given_name: 'Kim' });
const C = '/api/candidate/v1';

const RESUME = {
  uuid: 'resume-1',
  position: 'Nurse',
  city: 'Utrecht',
  country: 'NL',
  status: 'available',
  info: 'Ten years on a surgical ward.',
  education: [
    { name: 'Nursing', institution: 'Hogeschool Utrecht', from: '2010-09-01', till: '2014-07-01' },
  ],
  employer_history: [
    { name: 'Ward nurse', institution: 'UMC Utrecht', from: '2014-09-01', till: null },
  ],
  file: { token: 'file-token', name: 'kim-cv.pdf' },
};

const REQUESTS = [
  {
    id: 7,
    status: 'requested',
    introduction: 'We have a role on our cardiology ward.',
    created_at: '2026-11-20T10:00:00Z',
    token: 'tok-7',
    client: { name: 'Zorggroep Noord' },
  },
  {
    id: 6,
    status: 'declined',
    introduction: null,
    created_at: '2026-11-02T10:00:00Z',
    token: 'tok-6',
    client: { name: '' },
  },
];

/** The candidate API as the reference server answers it, with a resume (or none) and alerts. */
function candidateApi(
  options: {
    resume?: unknown;
    alerts?: unknown[];
    refuse?: (r: SentRequest) => FakeAnswer | undefined;
  } = {},
) {
  let resume = options.resume ?? null;
  const requests = structuredClone(REQUESTS);
  return (request: SentRequest): FakeAnswer => {
    const refused = options.refuse?.(request);
    if (refused) return refused;
    if (request.path === `${C}/candidates`) {
      return { body: { data: resume ? [resume] : [], total: resume ? 1 : 0 } };
    }
    if (request.path === `${C}/resume/upload`) {
      resume = { ...RESUME, file: { token: 'new-token', name: 'new-cv.pdf' } };
      return { status: 201, body: { data: resume } };
    }
    if (request.path === `${C}/job-alerts`) {
      return { body: { data: options.alerts ?? [], total: options.alerts?.length ?? 0 } };
    }
    if (request.path === `${C}/resume/download/file-token`) return { body: 'the file' };
    if (request.path === `${C}/resume/clients`) return { body: { data: requests, total: 2 } };
    const answer = /^\/api\/public\/v1\/candidates\/status\/([\w-]+)\/(approve|decline)$/.exec(
      request.path,
    );
    if (answer) {
      const item = requests.find((other) => other.token === answer[1]);
      if (!item) return { status: 404, body: { message: 'Not found' } };
      // As the server: a link answers once.
      if (item.status !== 'requested') {
        return { status: 400, body: { message: 'This link has expired or is invalid.' } };
      }
      item.status = answer[2] === 'approve' ? 'accepted' : 'declined';
      return { body: { data: item } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

const open = (url: string, options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'candidate', user: USER },
    url,
    ...options,
  });

const panel = () => screen.getAllByRole('heading', { level: 2 })[1]?.parentElement as HTMLElement;

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

/** The answer line of a contact request: its date, then its status as a badge. */
const answerOf = (item: HTMLElement | undefined) =>
  item?.querySelector('.jb-account-page__answer')?.textContent ?? '';

describe('the dashboard’s profile progress', () => {
  it.each([
    ['no resume, no alert', null, [], 20, ['Add your resume', 'Create a job alert']],
    ['a resume', RESUME, [], 60, ['Create a job alert']],
    ['an alert', null, [buildJobAlert({ id: 1 })], 60, ['Add your resume']],
    ['a resume and an alert', RESUME, [buildJobAlert({ id: 1 })], 100, []],
  ])('%s: %i percent', async (_case, resume, alerts, percent, next) => {
    const { sent } = await open('/my-account', { api: candidateApi({ resume, alerts }) });
    const bar = await screen.findByRole('progressbar', { name: 'Profile completeness' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(percent));
    expect(screen.getByText(`Your profile is ${percent}% complete.`)).toBeTruthy();
    const progress = bar.parentElement as HTMLElement;
    const links = within(progress).queryAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(next);
    if (next[0] === 'Add your resume') {
      expect(links[0]?.getAttribute('href')).toBe('/my-account?tab=resume');
    }
    // The resume is the logged-in user's own, read by their uuid.
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: `${C}/candidates`,
        query: { 'match[uuid]': 'kim-uuid' },
      }),
    );
  });

  it('leaves the progress out when the resume cannot be read, and for an employer', async () => {
    let refused = 0;
    await open('/my-account', {
      api: candidateApi({
        alerts: [buildJobAlert({ id: 1 })],
        refuse: (request) => {
          if (request.path !== `${C}/candidates`) return undefined;
          refused += 1;
          return { status: 500, body: { message: 'Boom' } };
        },
      }),
    });
    await screen.findByText('Upload your resume so employers can find you.');
    // The failed read answered: what shows now is the dashboard after the failure.
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('progressbar')).toBeNull();
    cleanup();
    await open('/my-account', {
      signedIn: { role: 'employer', user: buildUser({ isCandidate: false }) },
      api: candidateApi({ resume: RESUME }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the resume tab', () => {
  it('shows what the resume says and its file', async () => {
    await open('/my-account?tab=resume', { api: candidateApi({ resume: RESUME }) });
    await screen.findByText('Nurse');
    const facts = [...panel().querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Position', 'Nurse'],
      ['Place', 'Utrecht, Netherlands'],
      ['Availability', 'Available'],
    ]);
    expect(screen.getByText('Ten years on a surgical ward.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Education' })).toBeTruthy();
    expect(screen.getByText('Nursing · Hogeschool Utrecht · 2010–2014')).toBeTruthy();
    expect(screen.getByText('Ward nurse · UMC Utrecht · 2014–')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download kim-cv.pdf' })).toBeTruthy();
    expect(screen.getByLabelText('Replace your resume')).toBeTruthy();
  });

  it('offers the upload to a candidate without a resume', async () => {
    await open('/my-account?tab=resume', { api: candidateApi() });
    await screen.findByText('You have not added a resume yet.');
    const input = screen.getByLabelText('Upload your resume') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('.pdf');
    expect(screen.getByText('PDF, DOC, DOCX, LaTeX, at most 10 MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('uploads a resume, shows it and announces it; the dashboard counts it', async () => {
    const { sent, showUrl } = await open('/my-account?tab=resume', { api: candidateApi() });
    const input = (await screen.findByLabelText('Upload your resume')) as HTMLInputElement;
    changeValue(input, { files: [file('new-cv.pdf', 'application/pdf')] });
    await screen.findByRole('button', { name: 'Download new-cv.pdf' });
    const upload = sent.find((request) => request.path === `${C}/resume/upload`);
    expect(upload?.method).toBe('POST');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData | undefined)?.get('name')).toBe('new-cv.pdf');
    expect(
      screen
        .getAllByRole('status')
        .map((status) => status.textContent)
        .join(''),
    ).toContain('Your resume new-cv.pdf has been uploaded.');
    showUrl('/my-account');
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
  });

  it.each([
    ['a wrong type', file('photo.png', 'image/png'), 'Allowed file types: PDF, DOC, DOCX, LaTeX!'],
    [
      'a file too large',
      file('big.pdf', 'application/pdf', 11 * 1024 * 1024),
      'File size can not exceed 10MB!',
    ],
  ])('refuses %s before sending it', async (_name, chosen, text) => {
    const { sent } = await open('/my-account?tab=resume', { api: candidateApi() });
    const input = (await screen.findByLabelText('Upload your resume')) as HTMLInputElement;
    changeValue(input, { files: [chosen] });
    const error = await screen.findByText(text);
    expect(error.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(sent.some((request) => request.path.endsWith('/resume/upload'))).toBe(false);
  });

  it('shows the API’s text for a refused upload', async () => {
    await open('/my-account?tab=resume', {
      api: candidateApi({
        refuse: (request) =>
          request.path.endsWith('/resume/upload')
            ? { status: 422, body: { message: 'File size can not exceed 10MB!' } }
            : undefined,
      }),
    });
    const input = (await screen.findByLabelText('Upload your resume')) as HTMLInputElement;
    changeValue(input, { files: [file('cv.pdf', 'application/pdf')] });
    const error = await screen.findByText('File size can not exceed 10MB!');
    expect(error.getAttribute('role')).toBe('alert');
  });

  it('downloads the file through the API with the candidate’s token', async () => {
    let urls = 0;
    const created = vi.fn(() => `blob:cv-${++urls}`);
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const later = vi.spyOn(globalThis, 'setTimeout');
    // Where each clicked link was: in the document, inside the tab (so inside the board's root).
    const clicked: { href: string; download: string; inTab: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        inTab: this.isConnected && this.closest('.jb-account-page__resume') !== null,
      });
    });
    try {
      const { sent } = await open('/my-account?tab=resume', {
        api: candidateApi({ resume: RESUME }),
      });
      const button = await screen.findByRole('button', { name: 'Download kim-cv.pdf' });
      fireEvent.click(button);
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(sent).toContainEqual(
        expect.objectContaining({ method: 'GET', path: `${C}/resume/download/file-token` }),
      );
      expect(created).toHaveBeenCalledWith(expect.any(Blob));
      expect(clicked[0]).toEqual({ href: 'blob:cv-1', download: 'kim-cv.pdf', inTab: true });
      expect(document.querySelector('a[href^="blob:"]')).toBeNull();
      // The URL lives on while the browser reads the file: a minute, or until the next download.
      const revoke = later.mock.calls.find(([, delay]) => delay === 60_000)?.[0];
      expect(revoke).toBeTypeOf('function');
      expect(revoked).not.toHaveBeenCalled();
      fireEvent.click(button);
      await waitFor(() => expect(clicked).toHaveLength(2));
      expect(revoked).toHaveBeenCalledWith('blob:cv-1');
      expect(revoked).not.toHaveBeenCalledWith('blob:cv-2');
      const revokeSecond = later.mock.calls.filter(([, delay]) => delay === 60_000)[1]?.[0];
      (revokeSecond as () => void)();
      expect(revoked).toHaveBeenCalledWith('blob:cv-2');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('says so when the resume cannot be read', async () => {
    await open('/my-account?tab=resume', {
      api: candidateApi({
        refuse: (request) =>
          request.path === `${C}/candidates`
            ? { status: 500, body: { message: 'Boom' } }
            : undefined,
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform action',
    );
  });

  const HIDDEN =
    'Employers cannot find your resume until you confirm your email address kim@example.com with the link we sent to it.';

  it('says the resume is hidden while the email is unconfirmed, until the user is verified', async () => {
    const { showSession } = await open('/my-account?tab=resume', {
      signedIn: { role: 'candidate', user: { ...USER, verified: false } },
      api: candidateApi({ resume: RESUME }),
    });
    await screen.findByText('Nurse');
    const hint = screen.getByText(HIDDEN);
    expect(hint.className).toBe('jb-account-page__notice');
    // First in the tab, before what the resume says.
    expect(panel().querySelector('p')).toBe(hint);
    // The activation link's page reloads the user, verified now.
    showSession({ signedIn: { role: 'candidate', user: { ...USER, verified: true } } });
    expect(screen.queryByText(HIDDEN)).toBeNull();
  });

  it.each([
    ['verified', true],
    ['of an API that does not tell', undefined],
  ])('says nothing of the sort for a user %s', async (_case, verified) => {
    await open('/my-account?tab=resume', {
      signedIn: { role: 'candidate', user: verified === undefined ? USER : { ...USER, verified } },
      api: candidateApi({ resume: RESUME }),
    });
    await screen.findByText('Nurse');
    expect(screen.queryByText(/cannot find your resume/)).toBeNull();
  });
});

describe('the contact requests tab', () => {
  it('lists each request with its employer, date, answer and introduction', async () => {
    await open('/my-account?tab=contact-requests', { api: candidateApi() });
    await screen.findByText('Zorggroep Noord');
    const rows = within(panel()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.jb-account-page__name')?.textContent)).toEqual([
      'Zorggroep Noord',
      'An employer',
    ]);
    expect(answerOf(rows[0])).toMatch(/Sent on .* · Waiting for your answer/);
    expect(
      within(rows[0] as HTMLElement).getByText('We have a role on our cardiology ward.'),
    ).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline']);
    // An answer is final: an answered request has no buttons.
    expect(within(rows[1] as HTMLElement).getByText(/You declined/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryAllByRole('button')).toEqual([]);
  });

  it('accepts a request with its token, announces it and moves the focus to the answer', async () => {
    const { sent } = await open('/my-account?tab=contact-requests', { api: candidateApi() });
    const accept = await screen.findByRole('button', {
      name: 'Accept the request of Zorggroep Noord',
    });
    accept.focus();
    fireEvent.click(accept);
    await waitFor(() => expect(accept.isConnected).toBe(false));
    expect(
      screen.queryByRole('button', { name: 'Decline the request of Zorggroep Noord' }),
    ).toBeNull();
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/api/public/v1/candidates/status/tok-7/approve',
      }),
    );
    expect(screen.getByText('You accepted').className).toBe('jb-status jb-status--active');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .map((status) => status.textContent)
          .join(''),
      ).toContain('You accepted the request of Zorggroep Noord.'),
    );
    expect(document.activeElement?.textContent).toMatch(/ · You accepted$/);
  });

  it('shows the failure text when the link was answered meanwhile, and reads the list again', async () => {
    let answeredElsewhere = false;
    const api = candidateApi({
      refuse: (request) => {
        if (request.path.endsWith('/tok-7/decline')) {
          answeredElsewhere = true;
          return { status: 400, body: { message: 'This link has expired or is invalid.' } };
        }
        if (answeredElsewhere && request.path.endsWith('/resume/clients')) {
          return { body: { data: [{ ...REQUESTS[0], status: 'accepted' }], total: 1 } };
        }
        return undefined;
      },
    });
    const { sent } = await open('/my-account?tab=contact-requests', { api });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Decline the request of Zorggroep Noord' }),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some(
            (alert) =>
              alert.textContent ===
              'Some error happened. Could not perform action\nThis link has expired or is invalid.',
          ),
      ).toBe(true),
    );
    // The list read again shows the answer given elsewhere, without buttons.
    await screen.findByText('You accepted');
    expect(sent.filter((request) => request.path.endsWith('/resume/clients')).length).toBe(2);
    expect(screen.queryByRole('button', { name: /the request of Zorggroep Noord$/ })).toBeNull();
  });

  it('says so when there are none', async () => {
    await open('/my-account?tab=contact-requests', {
      api: (request) =>
        request.path.endsWith('/resume/clients')
          ? { body: { data: [], total: 0 } }
          : { status: 404, body: { message: 'Not found' } },
    });
    expect(
      await screen.findByText('No employer has asked to get in touch with you yet.'),
    ).toBeTruthy();
  });
});
