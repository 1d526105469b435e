import { TIMINGS } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import {
  APPLY_JOB,
  chooseFile,
  fileOf,
  fillRequiredFields,
  openApplyForm,
  postedApplication,
  selectOption,
  submitApplication,
  typeInto,
} from './testing/apply-form-kit';
import type { FakeAnswer, SentRequest } from './testing/render-job-details';
import { renderJobDetails } from './testing/render-job-details';

afterEach(cleanup);

const BASE_PAYLOAD = {
  email: 'kim@example.com',
  given_name: 'Kim',
  family_name: 'de Vries',
  phone_country: 'NL',
  job_board_id: 7,
  cv: 'token-cv.pdf',
  motivation: 'token-letter.docx',
  newsletters: [],
  candidate: false,
};

/** The fake API: the job, uploads answering a token named after the file, and `apply`. */
function api(apply: FakeAnswer = { status: 201, body: { data: { uuid: 'a' } } }) {
  return (request: SentRequest): FakeAnswer => {
    const path = request.url.pathname;
    if (path.includes('/jobs/slug/')) return { body: { data: APPLY_JOB } };
    if (path.endsWith('/related')) return { body: { data: [] } };
    if (path.endsWith('/apply/file-upload')) {
      const file = request.body instanceof FormData ? request.body.get('name') : '';
      return { status: 201, body: { data: { token: `token-${String(file)}` } } };
    }
    if (path.endsWith('/apply')) return apply;
    return { status: 404, body: { message: 'Not found' } };
  };
}

describe('the dialog failing to load', () => {
  it('shows the loading error by the button, and the next press tries again', async () => {
    await import('./apply-modal');
    const i18n = await englishI18n();
    const loadPart = i18n.loadPart.bind(i18n);
    vi.spyOn(i18n, 'loadPart')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: x'))
      .mockImplementation(loadPart);
    await renderJobDetails({ job: APPLY_JOB, detailKey: APPLY_JOB.slug, answer: api(), i18n });
    const button = await screen.findByRole('button', { name: 'Apply now' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This part of the page could not be loaded.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('This part of the page could not be loaded.')).toBeNull();
  });
});

describe('the dialog loading too long', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the loading error after the async time-out', async () => {
    await import('./apply-modal');
    const i18n = await englishI18n();
    const loadPart = i18n.loadPart.bind(i18n);
    vi.spyOn(i18n, 'loadPart')
      .mockReturnValueOnce(new Promise<void>(() => undefined))
      .mockImplementation(loadPart);
    await renderJobDetails({ job: APPLY_JOB, detailKey: APPLY_JOB.slug, answer: api(), i18n });
    const button = await screen.findByRole('button', { name: 'Apply now' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(TIMINGS.asyncComponentTimeoutMs);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This part of the page could not be loaded.',
    );
    expect(button.getAttribute('aria-busy')).toBeNull();
    vi.useRealTimers();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('the terms text', () => {
  it('fills in the job board placeholders', async () => {
    await openApplyForm({
      answer: api(),
      settings: { termsTextApply: '<p>Questions? Mail #email#.</p>' },
      config: {
        job_boards: [
          { id: 7, placeholders: [{ key: 'email', name: 'E-mail', value: 'jobs@example.com' }] },
        ],
      },
    });
    expect(screen.getByText('Questions? Mail jobs@example.com.')).toBeTruthy();
  });

  it('marks links that arrive after it renders (the sanitizer loads later), not mail links', async () => {
    await openApplyForm({ answer: api(), settings: { termsTextApply: '<p>Read our terms.</p>' } });
    const terms = document.querySelector('.jb-apply-form__terms') as HTMLElement;
    terms.innerHTML =
      '<p>Read <a href="https://example.com/terms">our terms</a>, or <a href="mailto:hr@example.com">mail us</a>.</p>';
    const link = await screen.findByRole('link', { name: 'our terms (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    const mail = screen.getByRole('link', { name: 'mail us' });
    expect(mail.hasAttribute('target')).toBe(false);
  });

  it('opens its links in a new tab, so the form is not left behind', async () => {
    await openApplyForm({
      answer: api(),
      settings: { termsTextApply: '<p>Read our <a href="/voorwaarden">terms</a>.</p>' },
    });
    const link = await screen.findByRole('link', { name: 'terms (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('submitting', () => {
  it('keeps the focus on the busy button while sending, and after a failure', async () => {
    await openApplyForm({ answer: api({ status: 500, body: { message: 'Mail server down' } }) });
    await fillRequiredFields();
    const button = screen.getByRole('button', { name: 'Send application' });
    button.focus();
    submitApplication();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes without asking once the application is sent', async () => {
    await openApplyForm({ answer: api() });
    await fillRequiredFields();
    submitApplication();
    await screen.findByText('Thank you for applying!');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('posts the application with the upload tokens and thanks the visitor', async () => {
    const { sent, emit } = await openApplyForm({ answer: api() });
    await fillRequiredFields();
    submitApplication();
    expect(await screen.findByText('Thank you for applying!')).toBeTruthy();
    expect(postedApplication(sent)).toEqual(BASE_PAYLOAD);
    expect(screen.queryByText(/choose a password/)).toBeNull();
    const described = {
      job: {
        uuid: APPLY_JOB.uuid,
        title: APPLY_JOB.title,
        organisationName: 'Example BV',
        locationName: 'Amsterdam',
      },
    };
    expect(emit).toHaveBeenCalledWith('job_apply_start', described);
    expect(emit).toHaveBeenCalledWith('job_apply_finish', described);
  });

  it('uploads each file to the job with its name', async () => {
    const { sent } = await openApplyForm({ answer: api() });
    chooseFile(/^Resume/, fileOf('cv.pdf', 'application/pdf'));
    await screen.findByText('Uploaded: cv.pdf');
    const upload = sent.find((request) => request.url.pathname.endsWith('/apply/file-upload'));
    expect(upload?.method).toBe('POST');
    expect(upload?.url.pathname).toMatch(new RegExp(`/jobs/${APPLY_JOB.uuid}/apply/file-upload$`));
    const form = upload?.body as FormData;
    expect(form.get('name')).toBe('cv.pdf');
    expect((form.get('file') as File).name).toBe('cv.pdf');
  });

  it('sends the optional fields when given', async () => {
    const { sent } = await openApplyForm({
      answer: api(),
      config: {
        countries: [
          { code: 'NL', name: 'Netherlands', search_enabled: true },
          { code: 'BE', name: 'Belgium', search_enabled: true },
        ],
        newsletters: [
          { id: 3, name: 'Weekly jobs' },
          { id: 4, name: 'Career tips', description: 'Once a month' },
        ],
      },
    });
    await fillRequiredFields();
    selectOption(/^Salutation/, 'miss');
    selectOption('Country code', 'BE');
    typeInto('Phone number', '470 12 34 56');
    typeInto(/^Message to the employer/, 'I would love to.');
    fireEvent.click(screen.getByLabelText(/Career tips/));
    fireEvent.click(screen.getByLabelText('Also create a candidate account with these details'));
    submitApplication();
    await screen.findByText('Thank you for applying!');
    expect(postedApplication(sent)).toEqual({
      ...BASE_PAYLOAD,
      salutation: 'miss',
      phone: '470 12 34 56',
      phone_country: 'BE',
      motivation_text: 'I would love to.',
      newsletters: [4],
      candidate: true,
    });
    // The account's set-password mail is announced without telling whether one existed.
    expect(
      screen.getByText(/we have sent you an email to choose a password for the one created/),
    ).toBeTruthy();
  });

  it('offers the configuration’s countries first, then every other, NL chosen', async () => {
    await openApplyForm({
      config: {
        countries: [
          { code: 'BE', name: 'Belgium', search_enabled: true },
          { code: 'NL', name: 'Netherlands', search_enabled: true },
        ],
      },
    });
    const select = screen.getByLabelText('Country code') as HTMLSelectElement;
    const labels = [...select.options].map((option) => option.textContent);
    expect(labels.slice(0, 2)).toEqual(['Belgium (+32)', 'Netherlands (+31)']);
    expect(labels).toContain('Poland (+48)');
    expect(select.value).toBe('NL');
  });

  it.each([
    [
      'the already-applied text of the API',
      {
        status: 400,
        body: {
          message: 'You cannot apply for this job, most likely you already applied.',
          errors: { email: ['You cannot apply for this job, most likely you already applied.'] },
        },
      },
      'You cannot apply for this job, most likely you already applied.',
    ],
    [
      'the generic text for a server failure without a text',
      { status: 500, body: {} },
      'Some error happened. Could not perform action',
    ],
  ])('shows %s in the form', async (_name, answer, text) => {
    await openApplyForm({ answer: api(answer) });
    await fillRequiredFields();
    submitApplication();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByText('Thank you for applying!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });
});

describe('validation', () => {
  it('names every missing required field and sends nothing', async () => {
    const { sent } = await openApplyForm({ answer: api() });
    submitApplication();
    for (const text of [
      'Resume is required.',
      'Cover letter is required.',
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Accept the terms and conditions to apply.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('Salutation is required.')).toBeNull();
    expect(postedApplication(sent)).toBeUndefined();
  });

  it('focuses the first field with a problem once it shows it, and links its text', async () => {
    await openApplyForm({ answer: api() });
    const cv = screen.getByLabelText(/^Resume/);
    const describedOnFocus: string[] = [];
    cv.addEventListener('focus', () =>
      describedOnFocus.push(cv.getAttribute('aria-invalid') ?? ''),
    );
    submitApplication();
    expect(document.activeElement).toBe(cv);
    expect(describedOnFocus).toEqual(['true']);
    expect(cv.getAttribute('aria-invalid')).toBe('true');
    const describedBy = cv.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Resume is required.',
    );
  });

  it.each([
    [
      'an email without a domain',
      'Email',
      'kim@',
      'Enter a valid email address, such as name@example.com.',
    ],
    ['a phone number with letters', 'Phone number', 'call me', 'Enter a valid phone number.'],
  ])('refuses %s', async (_name, label, value, text) => {
    const { sent } = await openApplyForm({ answer: api() });
    await fillRequiredFields();
    typeInto(label, value);
    submitApplication();
    expect(screen.getByText(text)).toBeTruthy();
    expect(postedApplication(sent)).toBeUndefined();
  });

  it('clears a problem once the field is filled', async () => {
    await openApplyForm({ answer: api() });
    submitApplication();
    typeInto(/^First name/, 'Kim');
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
  });
});

describe('file uploads', () => {
  it.each([
    ['an image', fileOf('photo.png', 'image/png'), ['Allowed file types: PDF, DOC, DOCX, LaTeX!']],
    [
      'a PDF over 10 MB',
      fileOf('cv.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
      ['File size can not exceed 10MB!'],
    ],
    ['an empty PDF', fileOf('cv.pdf', 'application/pdf', 0), ['The file is empty.']],
    [
      'a large renamed file',
      fileOf('cv.pdf', 'image/png', 11 * 1024 * 1024),
      ['Allowed file types: PDF, DOC, DOCX, LaTeX!', 'File size can not exceed 10MB!'],
    ],
  ])('refuses %s with the spec texts and uploads nothing', async (_name, file, texts) => {
    const { sent } = await openApplyForm({ answer: api() });
    chooseFile(/^Resume/, file);
    const input = screen.getByLabelText(/^Resume/);
    const error = document.getElementById(`${input.id}-error`);
    expect(error?.textContent).toBe(texts.join('\n'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((request) => request.url.pathname.endsWith('/apply/file-upload'))).toBe(false);
  });

  it.each([
    ['PDF', 'cv.pdf', 'application/pdf'],
    ['DOC', 'cv.doc', 'application/msword'],
    ['DOCX', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['LaTeX', 'cv.tex', 'application/x-tex'],
  ])('accepts a %s file', async (_name, name, type) => {
    await openApplyForm({ answer: api() });
    chooseFile(/^Resume/, fileOf(name, type));
    expect(await screen.findByText(`Uploaded: ${name}`)).toBeTruthy();
  });

  it('announces the upload in a status region that was there before it', async () => {
    await openApplyForm({ answer: api() });
    const input = screen.getByLabelText(/^Resume/);
    const status = document.getElementById(`${input.id}-status`);
    expect(status?.getAttribute('role')).toBe('status');
    expect(status?.textContent).toBe('');
    chooseFile(/^Resume/, fileOf('cv.pdf', 'application/pdf'));
    await screen.findByText('Uploaded: cv.pdf');
    // The same element, now with its text, and the field names it.
    expect(document.getElementById(`${input.id}-status`)).toBe(status);
    expect(status?.textContent).toMatch(/^Resume.*: Uploaded: cv\.pdf$/);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(status?.id);
  });

  it.each([
    [
      'the text of a refused upload',
      { status: 400, body: { message: 'Allowed file types: PDF, DOC, DOCX, LaTeX!' } },
      'Allowed file types: PDF, DOC, DOCX, LaTeX!',
    ],
    ['the upload error for a server failure', { status: 500, body: {} }, 'File upload error'],
  ])('shows %s', async (_name, answer, text) => {
    const refusing = (request: SentRequest): FakeAnswer =>
      request.url.pathname.endsWith('/apply/file-upload') ? answer : api()(request);
    await openApplyForm({ answer: refusing });
    chooseFile(/^Resume/, fileOf('cv.pdf', 'application/pdf'));
    // Announced: the refusal arrives while the visitor may be in another field.
    expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Uploaded: cv.pdf')).toBeNull();
  });

  it('uploads the same file again when it is chosen again after a failed upload', async () => {
    let uploads = 0;
    const failingOnce = (request: SentRequest): FakeAnswer => {
      if (!request.url.pathname.endsWith('/apply/file-upload')) return api()(request);
      uploads += 1;
      return uploads === 1 ? { status: 500, body: {} } : api()(request);
    };
    await openApplyForm({ answer: failingOnce });
    const input = screen.getByLabelText(/^Resume/) as HTMLInputElement;
    chooseFile(/^Resume/, fileOf('cv.pdf', 'application/pdf'));
    await screen.findByText('File upload error');
    // Emptied, so a browser reports the same file chosen again; the name stays on screen.
    expect(input.value).toBe('');
    expect(input.closest('.jb-file-input')?.textContent).toContain('cv.pdf');
    chooseFile(/^Resume/, fileOf('cv.pdf', 'application/pdf'));
    expect(await screen.findByText('Uploaded: cv.pdf')).toBeTruthy();
    expect(uploads).toBe(2);
  });

  it('keeps the chosen file when the file dialog is closed without a choice', async () => {
    await openApplyForm({ answer: api() });
    chooseFile(/^Resume/, fileOf('cv.pdf', 'application/pdf'));
    await screen.findByText('Uploaded: cv.pdf');
    chooseFile(/^Resume/, undefined);
    expect(screen.getByText('Uploaded: cv.pdf')).toBeTruthy();
  });

  it('keeps a refused file from being sent', async () => {
    const { sent } = await openApplyForm({
      answer: api(),
      settings: { hideResume: 'show_not_required' },
    });
    await fillRequiredFields({ cv: false });
    chooseFile(/^Resume/, fileOf('photo.png', 'image/png'));
    submitApplication();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Resume/)));
    expect(postedApplication(sent)).toBeUndefined();
  });
});

describe('hideGender', () => {
  it.each([
    ['show_not_required (default)', undefined, 'Salutation (optional)', false],
    ['show_not_required', 'show_not_required', 'Salutation (optional)', false],
    ['show_required', 'show_required', 'Salutation', true],
    ['hide', 'hide', null, false],
  ])('%s', async (_name, hideGender, label, required) => {
    const { sent } = await openApplyForm({
      answer: api(),
      settings: hideGender === undefined ? {} : { hideGender },
    });
    expect(screen.queryByText(/^Salutation/, { selector: 'label' })?.textContent ?? null).toBe(
      label,
    );
    await fillRequiredFields();
    submitApplication();
    expect(screen.queryByText('Salutation is required.') !== null).toBe(required);
    if (!required) {
      await screen.findByText('Thank you for applying!');
      expect(postedApplication(sent)).not.toHaveProperty('salutation');
    }
  });
});

describe('hideResume', () => {
  it.each([
    ['show_required (default)', undefined, 'Resume', true],
    ['show_required', 'show_required', 'Resume', true],
    ['show_not_required', 'show_not_required', 'Resume (optional)', false],
    ['hide', 'hide', null, false],
  ])('%s', async (_name, hideResume, label, required) => {
    const { sent } = await openApplyForm({
      answer: api(),
      settings: hideResume === undefined ? {} : { hideResume },
    });
    expect(screen.queryByText(/^Resume/, { selector: 'label' })?.textContent ?? null).toBe(label);
    await fillRequiredFields({ cv: false });
    submitApplication();
    expect(screen.queryByText('Resume is required.') !== null).toBe(required);
    if (!required) {
      await screen.findByText('Thank you for applying!');
      expect(postedApplication(sent)).not.toHaveProperty('cv');
    }
  });
});

describe('terms', () => {
  it.each([
    [undefined, true],
    [false, true],
    [true, false],
  ])('with hideTermsAndConditions %s asks to accept them: %s', async (hide, shown) => {
    const { sent } = await openApplyForm({
      answer: api(),
      settings: hide === undefined ? {} : { hideTermsAndConditions: hide },
    });
    // The default text links to the site's terms and privacy pages (new tabs keep the form).
    const termsLink = screen.queryByRole('link', { name: /^terms and conditions/ });
    expect(termsLink !== null).toBe(shown);
    if (shown) {
      expect(termsLink?.getAttribute('href')).toBe('/terms');
      expect(termsLink?.getAttribute('target')).toBe('_blank');
      const privacy = screen.getByRole('link', { name: /^privacy policy/ });
      expect(privacy.getAttribute('href')).toBe('/privacy');
      expect(privacy.closest('p')?.textContent).toMatch(/^By applying you agree to our terms/);
    }
    expect(screen.queryByLabelText('I accept the terms and conditions') !== null).toBe(shown);
    await fillRequiredFields({ terms: false });
    submitApplication();
    expect(screen.queryByText('Accept the terms and conditions to apply.') !== null).toBe(shown);
    expect(postedApplication(sent) !== undefined).toBe(!shown);
  });

  it('shows the terms text and checkbox text of the settings, the HTML sanitized', async () => {
    await openApplyForm({
      settings: {
        termsTextApply:
          '<p>Read <a href="/voorwaarden">our terms</a></p><img src=x onerror="alert(1)">',
        checkboxAcceptText: 'Yes, I agree',
      },
    });
    const link = screen.getByRole('link', { name: 'our terms (opens in a new tab)' });
    expect(link.closest('.jb-apply-form__terms')?.innerHTML).toBe(
      '<p>Read <a href="/voorwaarden" target="_blank" rel="noopener noreferrer">our terms<span class="jb-visually-hidden" data-jb-new-tab=""> (opens in a new tab)</span></a></p><img src="x">',
    );
    expect(screen.getByLabelText('Yes, I agree')).toBeTruthy();
  });
});

describe('hideCreateCandidate', () => {
  it.each([
    ['a guest, by default', 'guest', undefined, true],
    ['a guest, with hideCreateCandidate false', 'guest', false, true],
    ['a guest, with hideCreateCandidate true', 'guest', true, false],
    ['a logged-in candidate', 'candidate', undefined, false],
  ] as const)('%s is offered an account: %s', async (_name, role, hide, offered) => {
    const { sent } = await openApplyForm({
      answer: api(),
      role,
      settings: hide === undefined ? {} : { hideCreateCandidate: hide },
    });
    const option = screen.queryByLabelText('Also create a candidate account with these details');
    expect(option !== null).toBe(offered);
    await fillRequiredFields();
    submitApplication();
    await screen.findByText('Thank you for applying!');
    if (offered) expect(postedApplication(sent)).toHaveProperty('candidate', false);
    else expect(postedApplication(sent)).not.toHaveProperty('candidate');
  });
});

describe("a logged-in candidate's details", () => {
  const user = {
    uuid: 'u-1',
    given_name: 'Cas',
    family_name: 'Kandidaat',
    email: 'cas@example.com',
    isCandidate: true,
    favourite_jobs: [],
    favourite_organisations: [],
  };
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

  it('fill in the name and email, which the candidate may change', async () => {
    await openApplyForm({ answer: api(), role: 'candidate', user });
    await waitFor(() => expect(value('Email')).not.toBe(''));
    expect([value('First name'), value('Last name'), value('Email')]).toEqual([
      'Cas',
      'Kandidaat',
      'cas@example.com',
    ]);
    typeInto('Email', 'other@example.com');
    expect(value('Email')).toBe('other@example.com');
  });

  it('leave the fields empty for a guest', async () => {
    await openApplyForm({ answer: api(), role: 'guest' });
    expect([value('First name'), value('Last name'), value('Email')]).toEqual(['', '', '']);
  });
});

describe('the API family', () => {
  it.each([
    ['a guest', 'guest', '/api/public/v1'],
    ['a logged-in candidate', 'candidate', '/api/candidate/v1'],
  ] as const)('%s uploads and applies through %s', async (_name, role, family) => {
    const { sent } = await openApplyForm({ answer: api(), role });
    await fillRequiredFields();
    submitApplication();
    await screen.findByText('Thank you for applying!');
    const paths = sent.map((request) => request.url.pathname).filter((path) => /apply/.test(path));
    expect(paths).toContain(`${family}/jobs/${APPLY_JOB.uuid}/apply/file-upload`);
    expect(paths.at(-1)).toBe(`${family}/jobs/${APPLY_JOB.uuid}/apply`);
    expect(paths.every((path) => path.startsWith(`${family}/`))).toBe(true);
  });
});

describe('the editor example job', () => {
  it('checks the form but sends nothing', async () => {
    const { sent, emit } = await openApplyForm({ editor: true, detailKey: undefined });
    await fillRequiredFields();
    submitApplication();
    expect(await screen.findByText('Thank you for applying!')).toBeTruthy();
    expect(screen.getByText('Forms are not sent in the editor.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(emit).not.toHaveBeenCalled();
  });
});
