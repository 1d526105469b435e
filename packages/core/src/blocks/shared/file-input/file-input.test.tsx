import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeValue } from '../../job-details/testing/apply-form-kit';
import { FileInput } from './file-input';

afterEach(cleanup);

const TEXTS = { choose: 'Kies een bestand', none: 'Geen bestand gekozen' };

function renderInput(onChange = vi.fn()) {
  render(
    <>
      <label htmlFor="cv">CV</label>
      <FileInput
        id="cv"
        accept=".pdf"
        required
        invalid={false}
        describedBy="cv-hint"
        texts={TEXTS}
        onChange={onChange}
      />
      <p id="cv-hint">PDF</p>
    </>,
  );
  return onChange;
}

describe('a file input in the board language', () => {
  it("shows the board's texts, and keeps the native input with its label and description", () => {
    renderInput();
    expect(screen.getByText('Kies een bestand')).toBeTruthy();
    expect(screen.getByText('Geen bestand gekozen')).toBeTruthy();
    const input = screen.getByLabelText('CV') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('cv-hint');
    // The shown texts are the native input's, already heard through it: not read twice.
    expect(screen.getByText('Kies een bestand').getAttribute('aria-hidden')).toBe('true');
  });

  it("shows the chosen file's name and passes the change on", () => {
    const onChange = renderInput();
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    changeValue(screen.getByLabelText('CV'), { files: [file] });
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    expect(screen.queryByText('Geen bestand gekozen')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows no file when the form empties the input as it handles the change', () => {
    renderInput(
      vi.fn((event: { target: HTMLInputElement }) => {
        Object.defineProperty(event.target, 'files', { value: [], configurable: true });
      }),
    );
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    changeValue(screen.getByLabelText('CV'), { files: [file] });
    expect(screen.queryByText('photo.png')).toBeNull();
    expect(screen.getByText('Geen bestand gekozen')).toBeTruthy();
  });
});
