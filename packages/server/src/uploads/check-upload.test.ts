import { describe, expect, it } from 'vitest';
import { checkUpload } from './check-upload';
import {
  docFile,
  docxFile,
  jpegFile,
  latexFile,
  padded,
  pdfFile,
  pngFile,
} from './testing/sample-files';
import type { UploadKind } from './upload-kinds';

const samples = {
  PDF: pdfFile(),
  DOC: docFile(),
  DOCX: docxFile(),
  LaTeX: latexFile(),
  JPG: jpegFile(),
  PNG: pngFile(),
};
type Sample = keyof typeof samples;

const resumeTypes = 'Allowed file types: PDF, DOC, DOCX, LaTeX!';
const imageTypes = 'Allowed file types: JPG, PNG!';

describe('checkUpload allows types per kind', () => {
  const table: [Sample, UploadKind, string | null][] = [
    ['PDF', 'resume', null],
    ['DOC', 'resume', null],
    ['DOCX', 'resume', null],
    ['LaTeX', 'resume', null],
    ['JPG', 'resume', resumeTypes],
    ['PNG', 'resume', resumeTypes],
    ['PDF', 'image', imageTypes],
    ['DOC', 'image', imageTypes],
    ['DOCX', 'image', imageTypes],
    ['LaTeX', 'image', imageTypes],
    ['JPG', 'image', null],
    ['PNG', 'image', null],
    ['PDF', 'any', null],
    ['DOC', 'any', null],
    ['DOCX', 'any', null],
    ['LaTeX', 'any', null],
    ['JPG', 'any', null],
    ['PNG', 'any', null],
  ];
  it.each(table)('%s as %s -> %s', (sample, kind, message) => {
    const result = checkUpload(samples[sample], kind);
    if (message === null) expect(result).toHaveProperty('label', sample);
    else expect(result).toEqual({ error: 'type', message });
  });

  it('names every type for kind any', () => {
    expect(checkUpload(new Uint8Array([1, 2, 3]), 'any')).toEqual({
      error: 'type',
      message: 'Allowed file types: PDF, DOC, DOCX, LaTeX, JPG, PNG!',
    });
  });

  it('refuses an empty file as a type error', () => {
    expect(checkUpload(new Uint8Array(0), 'resume')).toEqual({
      error: 'type',
      message: resumeTypes,
    });
  });
});

describe('checkUpload limits sizes per kind', () => {
  const megabyte = 1024 * 1024;
  const table: [UploadKind, Uint8Array, number, string | null][] = [
    ['resume', pdfFile(), 10 * megabyte, null],
    ['resume', pdfFile(), 10 * megabyte + 1, 'File size can not exceed 10MB!'],
    ['image', pngFile(), 5 * megabyte, null],
    ['image', jpegFile(), 5 * megabyte + 1, 'Image size can not exceed 5MB!'],
    // An image among any files keeps the image limit.
    ['any', jpegFile(), 5 * megabyte, null],
    ['any', pngFile(), 5 * megabyte + 1, 'Image size can not exceed 5MB!'],
    ['any', pdfFile(), 10 * megabyte, null],
    ['any', pdfFile(), 10 * megabyte + 1, 'File size can not exceed 10MB!'],
  ];
  it.each(table)('%s of %i bytes -> %s', (kind, file, size, message) => {
    const result = checkUpload(padded(file, size), kind);
    if (message === null) expect(result).not.toHaveProperty('error');
    else expect(result).toEqual({ error: 'size', message });
  });
});
