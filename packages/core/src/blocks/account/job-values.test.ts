import { describe, expect, it } from 'vitest';
import { buildJob } from '../../../../schema/src/entities/fixtures';
import {
  hoursChoices,
  initialJobValues,
  jobBody,
  plainText,
  textHtml,
  validateJob,
} from './job-values';
import { numberMarks } from './parse-amount';

const NL = numberMarks('nl');
const EN = numberMarks('en-US');

describe('the job form’s text', () => {
  it.each([
    ['<p>One</p><p>Two<br>lines</p>', 'One\n\nTwo\nlines'],
    ['<h2>Title</h2><ul><li>a</li><li>b</li></ul>', 'Title\n\na\n\nb'],
    ['', ''],
    ['Plain &amp; simple', 'Plain & simple'],
  ])('reads %j as %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it('writes paragraphs and line breaks, escaping what was typed', () => {
    expect(textHtml('One\n\nTwo\nlines\n\n\n<script>x</script> & "q"')).toBe(
      '<p>One</p><p>Two<br>lines</p><p>&#60;script&#62;x&#60;/script&#62; &#38; &#34;q&#34;</p>',
    );
    expect(textHtml('  \n\n ')).toBe('');
  });
});

describe('validateJob', () => {
  const values = (overrides = {}) => ({
    ...initialJobValues(null, 'NL', NL),
    title: 'Nurse',
    ...overrides,
  });

  it('accepts a title alone', () => {
    expect(validateJob(values(), NL)).toEqual({});
  });

  it.each([
    [{ title: '  ' }, { title: 'required' }],
    [{ salary_min: '-1' }, { salary_min: 'number' }],
    [{ salary_min: 'abc' }, { salary_min: 'number' }],
    [{ salary_min: '3000', salary_max: '2500' }, { salary_max: 'maxBelowMin' }],
    [{ salary_min: '2500,50', salary_max: '3000' }, {}],
    [{ salary_min: '3.500', salary_max: '4.000' }, {}],
    [{ salary_min: '3.500', salary_max: '400' }, { salary_max: 'maxBelowMin' }],
    [{ salary_min: '3,500' }, { salary_min: 'numberFormat' }],
    [{ salary_max: '2500.50' }, { salary_max: 'numberFormat' }],
    [{ hours_min: '32', hours_max: '24' }, { hours_max: 'maxBelowMin' }],
    [{ hours_min: '24', hours_max: '24' }, {}],
    [{ description: 'a'.repeat(200) }, {}],
    [{ description: `${'a'.repeat(200)} ` }, {}],
    [{ description: '😀'.repeat(200) }, {}],
    [{ description: 'a'.repeat(201) }, { description: 'descriptionTooLong' }],
    [{ apply_url: 'javascript:alert(1)' }, { apply_url: 'url' }],
    [{ apply_url: 'https://example.com/apply' }, {}],
    [{ apply_email: 'not-an-email' }, { apply_email: 'email' }],
  ])('%j gives %j in nl', (overrides, problems) => {
    expect(validateJob(values(overrides), NL)).toEqual(problems);
  });

  // The server's job body refuses these (in English): the form says so first.
  it.each([
    [{ salary_min: '1.000.000.000', salary_max: '1.000.000.000' }, {}],
    [{ salary_max: '1.000.000.001' }, { salary_max: 'range' }],
    [{ salary_min: '2.000.000.000' }, { salary_min: 'range' }],
    [{ hours_min: '81' }, { hours_min: 'range' }],
    [{ hours_max: 'many' }, { hours_max: 'range' }],
    [{ hours_max: '80' }, {}],
    [{ apply_url: 'https://example.com/apply now' }, { apply_url: 'url' }],
    [{ apply_url: 'https://www.example .com' }, { apply_url: 'url' }],
    [{ apply_url: 'https://example.com/\tapply' }, { apply_url: 'url' }],
    [{ apply_url: ` https://example.com/apply ` }, {}],
    [{ apply_url: `https://example.com/${'a'.repeat(2000)}` }, { apply_url: 'tooLong' }],
    [{ title: 'a'.repeat(201) }, { title: 'tooLong' }],
    [{ title: `${'a'.repeat(200)}\t` }, {}],
    [{ city: 'a'.repeat(201) }, { city: 'tooLong' }],
    [{ text: 'a'.repeat(60_000) }, { text: 'tooLong' }],
    [{ text: 'a'.repeat(59_993) }, {}],
  ])('%j, which the server refuses, gives %j', (overrides, problems) => {
    expect(validateJob(values(overrides), NL)).toEqual(problems);
  });

  it('leaves the length of a text that is not sent to the server', () => {
    expect(validateJob(values({ text: 'é'.repeat(40_000) }), NL, { textSent: false })).toEqual({});
    // Counted as the server's body limit counts it: in bytes.
    expect(validateJob(values({ text: 'é'.repeat(40_000) }), NL)).toEqual({ text: 'tooLong' });
  });

  it('asks for an organisation when the client has some to choose from', () => {
    expect(validateJob(values(), NL, { organisationRequired: true })).toEqual({
      organisation_id: 'required',
    });
    expect(
      validateJob(values({ organisation_id: '7' }), NL, { organisationRequired: true }),
    ).toEqual({});
  });

  it('reads the amounts the board language’s way', () => {
    expect(validateJob(values({ salary_min: '2500.50', salary_max: '3,500' }), EN)).toEqual({});
    expect(validateJob(values({ salary_min: '3.500' }), EN)).toEqual({
      salary_min: 'numberFormat',
    });
  });
});

describe('hoursChoices', () => {
  it('offers 8 to 40 hours in steps of 4', () => {
    expect(hoursChoices('')).toEqual([8, 12, 16, 20, 24, 28, 32, 36, 40]);
    expect(hoursChoices('36')).toEqual([8, 12, 16, 20, 24, 28, 32, 36, 40]);
  });

  it('keeps a job’s own number of hours among them', () => {
    expect(hoursChoices('38')).toEqual([8, 12, 16, 20, 24, 28, 32, 36, 38, 40]);
    expect(hoursChoices('60')).toEqual([8, 12, 16, 20, 24, 28, 32, 36, 40, 60]);
  });
});

describe('jobBody', () => {
  it('sends what was typed, empty fields as null, the text only when edited', () => {
    const typed = {
      ...initialJobValues(null, 'NL', NL),
      title: ' Nurse ',
      text: 'Care\n\nfor people',
      description: ' Caring for people in Utrecht. ',
      city: 'Utrecht',
      salary_min: '2500,50',
      hours_max: '36',
    };
    expect(jobBody(typed, { stored: null, textEdited: false, marks: NL })).toEqual({
      title: 'Nurse',
      organisation_id: null,
      description: 'Caring for people in Utrecht.',
      city: 'Utrecht',
      location_name: 'Utrecht',
      country_code: 'NL',
      salary_min: 2500.5,
      salary_max: null,
      salary_type: 'month',
      hours_min: null,
      hours_max: 36,
      apply_url: null,
      apply_email: null,
    });
    expect(jobBody(typed, { stored: null, textEdited: true, marks: NL }).text_own).toBe(
      '<p>Care</p><p>for people</p>',
    );
  });

  it('reads a Dutch 3.500 as three thousand five hundred', () => {
    const typed = { ...initialJobValues(null, 'NL', NL), title: 'Nurse', salary_min: '3.500' };
    expect(jobBody(typed, { stored: null, textEdited: false, marks: NL }).salary_min).toBe(3500);
    expect(
      jobBody({ ...typed, salary_min: '3,500' }, { stored: null, textEdited: false, marks: EN })
        .salary_min,
    ).toBe(3500);
  });

  it('leaves a job’s location alone unless its city changed', () => {
    const stored = buildJob({ title: 'Nurse', city: 'Utrecht', location_name: 'Utrecht (region)' });
    const values = initialJobValues(stored, 'NL', NL);
    const options = { stored, textEdited: false, marks: NL };
    expect(jobBody(values, options)).not.toHaveProperty('location_name');
    expect(jobBody({ ...values, city: ' Utrecht ' }, options)).not.toHaveProperty('location_name');
    expect(jobBody({ ...values, city: 'Zwolle' }, options)).toMatchObject({
      city: 'Zwolle',
      location_name: 'Zwolle',
    });
    expect(jobBody({ ...values, city: '' }, options)).toMatchObject({
      city: null,
      location_name: null,
    });
  });

  it('starts from a job’s own values', () => {
    const job = buildJob({
      title: 'Developer',
      text_own: '<p>Build things</p>',
      description: 'Build things in Delft.',
      city: 'Delft',
      country_code: 'nl',
      salary_min: 4000,
      salary_max: 4500.5,
      salary_type: 'month',
      hours_min: 32,
      hours_max: 40,
    });
    expect(initialJobValues(job, 'BE', NL)).toMatchObject({
      title: 'Developer',
      text: 'Build things',
      description: 'Build things in Delft.',
      city: 'Delft',
      country_code: 'NL',
      salary_min: '4000',
      salary_max: '4500,5',
      hours_min: '32',
      hours_max: '40',
    });
    expect(initialJobValues(job, 'BE', EN).salary_max).toBe('4500.5');
  });

  it('sends one-line fields without the control characters the server refuses', () => {
    const typed = {
      ...initialJobValues(null, 'NL', NL),
      title: 'Senior\tnurse',
      city: 'Den\tHaag',
    };
    expect(jobBody(typed, { stored: null, textEdited: false, marks: NL })).toMatchObject({
      title: 'Senior nurse',
      city: 'Den Haag',
    });
  });
});

describe('the job’s organisation', () => {
  const ONE = [{ id: 7 }];
  const TWO = [{ id: 7 }, { id: 8 }];

  it('is the client’s only one for a new job, else none until chosen', () => {
    expect(initialJobValues(null, 'NL', NL, ONE).organisation_id).toBe('7');
    expect(initialJobValues(null, 'NL', NL, TWO).organisation_id).toBe('');
    expect(initialJobValues(null, 'NL', NL, []).organisation_id).toBe('');
  });

  it('is the job’s own when it has one, else the client’s only one', () => {
    expect(initialJobValues(buildJob({ organisation_id: 8 }), 'NL', NL, ONE).organisation_id).toBe(
      '8',
    );
    expect(
      initialJobValues(buildJob({ organisation_id: null }), 'NL', NL, ONE).organisation_id,
    ).toBe('7');
  });

  it('is sent for a new job, and for a stored one only when it changed', () => {
    const options = { stored: null, textEdited: false, marks: NL };
    const typed = { ...initialJobValues(null, 'NL', NL, ONE), title: 'Nurse' };
    expect(jobBody(typed, options).organisation_id).toBe(7);
    expect(jobBody({ ...typed, organisation_id: '' }, options).organisation_id).toBeNull();
    const stored = buildJob({ organisation_id: 8 });
    const values = initialJobValues(stored, 'NL', NL, ONE);
    expect(jobBody(values, { ...options, stored })).not.toHaveProperty('organisation_id');
    expect(jobBody({ ...values, organisation_id: '7' }, { ...options, stored })).toMatchObject({
      organisation_id: 7,
    });
  });
});
