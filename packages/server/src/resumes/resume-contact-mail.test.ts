import { describe, expect, it } from 'vitest';
import { resumeContactMail } from './resume-contact-mail';

const LINK = new URL('https://board.example.com/my-account?tab=contact-requests');

describe('resumeContactMail', () => {
  const input = {
    clientName: 'Acme\r\nBcc: x@example.com',
    boardName: 'Vacaturebank',
    introduction: 'Hallo <script>alert(1)</script>\n"Tom" & \'Jerry\'',
    link: LINK,
  };

  it('writes the subject on one line and the introduction as plain text', () => {
    const mail = resumeContactMail('en-US', input);
    expect(mail.subject).toBe('Acme Bcc: x@example.com would like to get in touch');
    expect(mail.text).toContain(input.introduction);
    expect(mail.text).toContain(LINK.href);
    expect(mail.text).toContain('on Vacaturebank');
  });

  it('escapes the introduction and names in the HTML', () => {
    const { html } = resumeContactMail('nl', input);
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      'Hallo &lt;script&gt;alert(1)&lt;/script&gt;\n&quot;Tom&quot; &amp; &#39;Jerry&#39;',
    );
    expect(html).toContain(`<a href="${LINK.href}">`);
    expect(html).toContain('wil graag contact met je opnemen');
  });

  it('writes Romanian, and English for a locale the board does not have', () => {
    expect(resumeContactMail('ro', input).subject).toContain('ar dori');
    expect(resumeContactMail('de', input).subject).toContain('would like to get in touch');
  });
});
