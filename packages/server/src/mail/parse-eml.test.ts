import { describe, expect, it } from 'vitest';
import { decodeMimeWords } from './decode-mime-words';
import { parseEml } from './parse-eml';

describe('decodeMimeWords', () => {
  it.each([
    ['plain text', 'plain text'],
    ['=?UTF-8?Q?Sollicitatie_ontvangen_=E2=80=94_=C8=98tefan?=', 'Sollicitatie ontvangen — Ștefan'],
    ['=?UTF-8?B?yJh0ZWZhbg==?=', 'Ștefan'],
    ['=?UTF-8?Q?=C8=98t?= =?UTF-8?Q?efan?=', 'Ștefan'],
    ['Re: =?iso-8859-1?q?caf=E9?= ok', 'Re: café ok'],
    ['=?x-unknown?Q?abc?=', '=?x-unknown?Q?abc?='],
  ])('%j -> %j', (encoded, decoded) => {
    expect(decodeMimeWords(encoded)).toBe(decoded);
  });
});

describe('parseEml', () => {
  it('reads folded headers and a single-part body', () => {
    const parsed = parseEml(
      'To: a@example.com\r\nSubject: long\r\n subject\r\nSubject: second\r\n\r\nBody\r\nline 2',
    );
    expect(parsed.headers.get('to')).toBe('a@example.com');
    expect(parsed.headers.get('subject')).toBe('long subject');
    expect(parsed.text).toBe('Body\nline 2');
  });

  it('finds the plain text in nested multiparts and skips attachments', () => {
    const raw = [
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble',
      '--outer',
      'Content-Type: text/plain; name=notes.txt',
      'Content-Disposition: attachment; filename=notes.txt',
      '',
      'not the body',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/html',
      '',
      '<p>html</p>',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Bună ziua').toString('base64'),
      '--inner--',
      '--outer--',
      'epilogue',
    ].join('\r\n');
    expect(parseEml(raw).text).toBe('Bună ziua');
  });

  it('decodes quoted-printable with soft line breaks', () => {
    const raw =
      'Content-Transfer-Encoding: quoted-printable\n\nHallo =C8=98tefan, een =\nlange regel=20';
    expect(parseEml(raw).text).toBe('Hallo Ștefan, een lange regel ');
  });

  it('gives an empty text when there is no plain part', () => {
    expect(parseEml('Content-Type: text/html\r\n\r\n<p>x</p>').text).toBe('');
  });
});
