import { describe, expect, it } from 'vitest';
import { fileTypes } from './file-types';
import { sanitizeFilename } from './sanitize-filename';

describe('sanitizeFilename', () => {
  it.each([
    ['cv.pdf', 'pdf', 'cv.pdf'],
    ['CV Ana.PDF', 'pdf', 'CV Ana.pdf'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['scan', 'png', 'scan.png'],
    ['cv.docx', 'pdf', 'cv.docx.pdf'],
    ['cv.pdf.exe', 'pdf', 'cv.pdf.exe.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini', 'doc', 'win.ini.doc'],
    ['/', 'pdf', 'file.pdf'],
    ['', 'latex', 'file.tex'],
    ['..', 'pdf', 'file.pdf'],
    ['.hidden.tex', 'latex', 'hidden.tex'],
    ['cv\u202Efdp.exe', 'pdf', 'cvfdp.exe.pdf'],
    ['a\r\nContent-Type: evil.pdf', 'pdf', 'aContent-Type_ evil.pdf'],
    ['"quoted" <name>?.png', 'png', '_quoted_ _name__.png'],
    ['Curriculum  vitæ  Ștefan.pdf', 'pdf', 'Curriculum vitæ Ștefan.pdf'],
  ] as const)('%j as %s -> %j', (original, type, expected) => {
    expect(sanitizeFilename(original, fileTypes[type])).toBe(expected);
  });

  it('shortens long names to 120 characters and keeps the extension', () => {
    const name = sanitizeFilename(`${'é'.repeat(300)}.pdf`, fileTypes.pdf);
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('é.pdf')).toBe(true);
  });
});
