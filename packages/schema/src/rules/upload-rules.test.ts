import { describe, expect, it } from 'vitest';
import { type UploadKind, uploadAccept, validateUpload } from './upload-rules';

const MB = 1024 * 1024;
const resumeTypes = 'Allowed file types: PDF, DOC, DOCX, LaTeX!';
const imageTypes = 'Allowed file types: JPG, PNG!';

const cases: [UploadKind, string, string, number, string[]][] = [
  ['resume', 'cv.pdf', 'application/pdf', MB, []],
  ['resume', 'CV.PDF', 'application/pdf', MB, []],
  ['resume', 'cv.doc', 'application/msword', MB, []],
  [
    'resume',
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    MB,
    [],
  ],
  ['resume', 'cv.tex', 'application/x-tex', MB, []],
  ['resume', 'cv.latex', '', MB, []],
  ['resume', 'cv.pdf', '', 10 * MB, []],
  ['resume', 'cv.pdf', 'application/pdf', 10 * MB + 1, ['File size can not exceed 10MB!']],
  ['resume', 'cv.exe', 'application/octet-stream', MB, [resumeTypes]],
  ['resume', 'cv.pdf', 'image/png', MB, [resumeTypes]],
  ['resume', 'cv', '', MB, [resumeTypes]],
  ['resume', 'cv.pdf', 'application/pdf', 0, ['The file is empty.']],
  ['image', 'logo.png', 'image/png', 0, ['The file is empty.']],
  ['image', 'logo.png', 'image/png', MB, []],
  ['image', 'photo.jpeg', 'image/jpeg', MB, []],
  ['image', 'photo.JPG', 'IMAGE/JPEG', MB, []],
  ['image', 'logo.gif', 'image/gif', MB, [imageTypes]],
  ['image', 'logo.svg', 'image/svg+xml', MB, [imageTypes]],
  ['image', 'logo.png', 'image/png', 5 * MB + 1, ['Image size can not exceed 5MB!']],
  ['image', 'logo.bmp', 'image/bmp', 6 * MB, [imageTypes, 'Image size can not exceed 5MB!']],
];

describe('validateUpload', () => {
  it.each(cases)('%s %s (%s, %i bytes) gives %j', (kind, name, type, size, expected) => {
    expect(validateUpload(kind, { name, type, size })).toEqual(expected);
  });
});

describe('uploadAccept', () => {
  it.each([
    ['image', '.jpg,.jpeg,image/jpeg,.png,image/png'],
    ['resume', expect.stringContaining('.pdf,application/pdf,.doc,application/msword,.docx')],
  ] as const)('%s accepts %s', (kind, expected) => {
    expect(uploadAccept(kind)).toEqual(expected);
  });
});
