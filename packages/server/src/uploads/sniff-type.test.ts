import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff-type';
import {
  docFile,
  docxFile,
  jpegFile,
  latexFile,
  oleFile,
  pdfFile,
  pngFile,
  zipFile,
} from './testing/sample-files';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('sniffType recognises each allowed type by content', () => {
  it.each([
    ['PDF', pdfFile(), 'application/pdf', 'pdf'],
    ['DOC', docFile(), 'application/msword', 'doc'],
    [
      'DOCX',
      docxFile(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['LaTeX', latexFile(), 'application/x-latex', 'tex'],
    [
      'LaTeX with a byte order mark',
      text('\ufeff\\documentclass{cv}'),
      'application/x-latex',
      'tex',
    ],
    [
      'LaTeX body only',
      text('% cv\n\\begin{document}\nHi\n\\end{document}'),
      'application/x-latex',
      'tex',
    ],
    ['JPEG', jpegFile(), 'image/jpeg', 'jpg'],
    ['PNG', pngFile(), 'image/png', 'png'],
  ])('%s', (_name, file, mime, ext) => {
    expect(sniffType(file)).toEqual({ mime, ext });
  });
});

describe('sniffType refuses everything else', () => {
  it.each([
    ['an empty file', new Uint8Array(0)],
    ['plain text', text('Curriculum vitae\nAna Popescu\n')],
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a Windows program', text('MZ\x90\x00\x03')],
    ['an Excel 97 workbook (OLE without a WordDocument stream)', oleFile('Workbook')],
    ['a ZIP without a word/ folder', zipFile([{ name: 'xl/workbook.xml', content: '<x/>' }])],
    ['a ZIP whose central directory is cut off', docxFile().subarray(0, 60)],
    ['LaTeX in Latin-1 rather than UTF-8', Buffer.from('\\documentclass{article} é', 'latin1')],
    [
      'LaTeX marker inside binary data',
      Buffer.concat([text('\\documentclass'), Buffer.from([0, 1, 2])]),
    ],
    ['a truncated PNG signature', pngFile().subarray(0, 4)],
    ['a truncated PDF signature', text('%PD')],
  ])('%s', (_name, file) => {
    expect(sniffType(file)).toBeNull();
  });
});
