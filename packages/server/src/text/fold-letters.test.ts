import { describe, expect, it } from 'vitest';
import { slugOfTitle } from '../employer-jobs/job-slug';
import { foldLetters } from './fold-letters';

describe('foldLetters', () => {
  it.each([
    ['Sănătate', 'sanatate'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Łódź', 'lodz'],
    ['İstanbul', 'istanbul'],
    ['ıslak', 'islak'],
    ['Æble Œuvre', 'aeble oeuvre'],
    ['Þórr', 'thorr'],
  ])('%j -> %j', (text, folded) => {
    expect(foldLetters(text)).toBe(folded);
  });
});

describe('a job title as a slug', () => {
  it.each([
    ['Straßenbauer Größe Süßwaren', 'strassenbauer-grosse-susswaren'],
    ['İstanbul şoför ıslak', 'istanbul-sofor-islak'],
    ['Asistentă medicală (Sănătate)', 'asistenta-medicala-sanatate'],
    ['Программист', 'job'],
  ])('%j -> %j', (title, slug) => {
    expect(slugOfTitle(title)).toBe(slug);
  });
});
