import { describe, expect, it } from 'vitest';
import { jobIntroductionMail } from './job-introduction-mail';

const LINK = new URL('https://board.example.com/jobs/zeppelin-pilot');

describe('jobIntroductionMail', () => {
  const input = {
    clientName: 'Acme\r\nBcc: x@example.com',
    jobTitle: 'Zeppelin\npilot',
    boardName: 'Vacaturebank',
    message: 'Hi <script>alert(1)</script>\r\n"Tom" & \'Jerry\'',
    link: LINK,
  };

  it('writes the subject on one line, the message as plain text and the link', () => {
    const mail = jobIntroductionMail('en-US', input);
    expect(mail.subject).toBe('Acme Bcc: x@example.com thinks Zeppelin pilot suits you');
    expect(mail.text).toContain(input.message);
    expect(mail.text).toContain(LINK.href);
    expect(mail.text).toContain('on Vacaturebank');
  });

  it('escapes the message in the HTML and keeps its line breaks', () => {
    const { html } = jobIntroductionMail('nl', input);
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      'Hi &lt;script&gt;alert(1)&lt;/script&gt;<br>&quot;Tom&quot; &amp; &#39;Jerry&#39;',
    );
    expect(html).toContain(`<a href="${LINK.href}">`);
  });

  it('leaves the message part out without one', () => {
    const mail = jobIntroductionMail('en-US', { ...input, message: null });
    expect(mail.html).not.toContain('<blockquote>');
    expect(mail.text).not.toContain('Their message');
  });

  it('writes Dutch and Romanian, and English for a locale the board does not have', () => {
    expect(jobIntroductionMail('nl', input).subject).toBe(
      'Acme Bcc: x@example.com denkt dat Zeppelin pilot bij je past',
    );
    expect(jobIntroductionMail('ro', input).subject).toBe(
      'Acme Bcc: x@example.com crede că Zeppelin pilot ți se potrivește',
    );
    expect(jobIntroductionMail('de', input).subject).toContain('suits you');
  });
});
