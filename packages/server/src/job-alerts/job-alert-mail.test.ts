import { describe, expect, it } from 'vitest';
import { jobAlertMail } from './job-alert-mail';

const link = (path: string) => new URL(path, 'https://board.example.com');
const job = (title: string) => ({
  title,
  organisation: 'Acme <BV>',
  place: 'Utrecht',
  link: link(`/vacature/${title}`),
});
const input = (total: number, listed = 1) => ({
  boardName: 'Vacaturebank',
  search: 'kok',
  jobs: Array.from({ length: listed }, (_, index) => job(`kok-${index}`)),
  total,
  searchLink: link('/vacatures?search=kok'),
  manageLink: link('/job-alert?alert=3'),
});

describe('jobAlertMail', () => {
  it('lists the jobs with their employer, place and page, counts the others and links on', () => {
    const mail = jobAlertMail('en-US', input(12, 2));
    expect(mail.subject).toBe('12 new jobs for your job alert “kok”');
    expect(mail.text).toContain(
      'kok-0 – Acme <BV> – Utrecht\nhttps://board.example.com/vacature/kok-0',
    );
    expect(mail.text).toContain('And 10 more jobs.');
    expect(mail.text).toContain('https://board.example.com/vacatures?search=kok');
    expect(mail.text).toContain('https://board.example.com/job-alert?alert=3');
    // The employer's name is text in the HTML part, never markup.
    expect(mail.html).toContain('Acme &lt;BV&gt;');
    expect(mail.html).not.toContain('<BV>');
  });

  it.each([
    [1, '1 loc de muncă nou pentru alerta ta „kok”', null],
    [2, '2 locuri de muncă noi pentru alerta ta „kok”', 'Și încă 1 loc de muncă.'],
    [19, '19 locuri de muncă noi pentru alerta ta „kok”', 'Și încă 18 locuri de muncă.'],
    [21, '21 de locuri de muncă noi pentru alerta ta „kok”', 'Și încă 20 de locuri de muncă.'],
    [102, '102 locuri de muncă noi pentru alerta ta „kok”', 'Și încă 101 locuri de muncă.'],
  ])('writes %i jobs in Romanian with its plural form', (total, subject, more) => {
    const mail = jobAlertMail('ro', input(total));
    expect(mail.subject).toBe(subject);
    if (more) expect(mail.text).toContain(more);
  });

  it('writes Dutch, and English for a language the board does not speak', () => {
    expect(jobAlertMail('nl', input(1)).subject).toBe(
      '1 nieuwe vacature voor je vacaturealert ‘kok’',
    );
    expect(jobAlertMail('nl', { ...input(3), search: '' }).subject).toBe(
      '3 nieuwe vacatures voor je vacaturealert',
    );
    expect(jobAlertMail('de', input(1)).subject).toBe('1 new job for your job alert “kok”');
  });
});
