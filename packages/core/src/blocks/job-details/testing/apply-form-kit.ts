import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { buildJob, buildOrganisation } from '../../../../../schema/src/entities/fixtures';
import {
  type RenderJobDetailsOptions,
  renderJobDetails,
  type SentRequest,
} from './render-job-details';

export const APPLY_JOB = buildJob({ organisation: buildOrganisation() });

/** Renders the job details page and opens the apply dialog; resolves with the dialog. */
export async function openApplyForm(options: RenderJobDetailsOptions = {}) {
  // Transformed once here, the dialog's lazily loaded chunk loads at once on the press below.
  await import('../apply-modal');
  const view = await renderJobDetails({ job: APPLY_JOB, detailKey: APPLY_JOB.slug, ...options });
  const button = await screen.findByRole('button', { name: 'Apply now' });
  button.focus();
  fireEvent.click(button);
  // The dialog is a chunk loaded on the first press; it is open once it has taken the focus
  // (after its texts' catalog part loaded, which a loaded machine may take a while for).
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  return { ...view, button, dialog, form: within(dialog) };
}

/** A file as a file input hands it over; `size` overrides the content's size. */
export function fileOf(name: string, type: string, size?: number): File {
  const file = new File(['%PDF-1.4'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function typeInto(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

/**
 * Fires a real `change` event: testing-library/preact turns `fireEvent.change` into an `input`
 * event under preact/compat, which file inputs and selects do not listen to.
 */
export function changeValue(element: HTMLElement, target: Record<string, unknown>) {
  fireEvent(element, createEvent.change(element, { target }));
}

export function chooseFile(label: string | RegExp, file: File | undefined) {
  changeValue(screen.getByLabelText(label), { files: file ? [file] : [] });
}

export function selectOption(label: string | RegExp, value: string) {
  changeValue(screen.getByLabelText(label), { value });
}

export function submitApplication() {
  fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
}

/** Chooses both files, waits for their uploads and fills the required fields. */
export async function fillRequiredFields(options: { cv?: boolean; terms?: boolean } = {}) {
  if (options.cv ?? true) {
    chooseFile(/^Resume/, fileOf('cv.pdf', 'application/pdf'));
    await screen.findByText('Uploaded: cv.pdf');
  }
  chooseFile(/^Cover letter/, fileOf('letter.docx', '')); // no type known: the extension decides
  await screen.findByText('Uploaded: letter.docx');
  typeInto(/^First name/, ' Kim ');
  typeInto(/^Last name/, 'de Vries');
  typeInto(/^Email/, 'kim@example.com');
  if (options.terms ?? true)
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
}

/** The application the form posted, if any. */
export function postedApplication(sent: readonly SentRequest[]): unknown {
  return sent.find(
    (request) =>
      request.method === 'POST' && request.url.pathname.endsWith(`/jobs/${APPLY_JOB.uuid}/apply`),
  )?.body;
}
