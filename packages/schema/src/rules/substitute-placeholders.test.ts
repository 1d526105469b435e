import { describe, expect, it } from 'vitest';
import { substitutePlaceholders } from './substitute-placeholders';

describe('substitutePlaceholders', () => {
  it.each([
    ['Apply at #name#', { name: 'Acme' }, 'Apply at Acme'],
    ['#name# <#email#>', { name: 'Acme', email: 'hr@acme.test' }, 'Acme <hr@acme.test>'],
    ['#name# and #name#', { name: 'Acme' }, 'Acme and Acme'],
    ['Hello #unknown#', { name: 'Acme' }, 'Hello #unknown#'],
    ['#name#', { name: null }, '#name#'],
    ['#name#', { name: undefined }, '#name#'],
    ['#count# jobs', { count: 0 }, '0 jobs'],
    ['#organisation_name#', { organisation_name: 'Acme' }, 'Acme'],
    ['#a.b#', { 'a.b': 'dotted' }, 'dotted'],
    ['#1 choice, #2 choice', {}, '#1 choice, #2 choice'],
    ['##', {}, '##'],
    ['#constructor#', {}, '#constructor#'],
    ['no placeholders', { name: 'Acme' }, 'no placeholders'],
  ])('%j with %j gives %j', (text, values, expected) => {
    expect(substitutePlaceholders(text, values)).toBe(expected);
  });
});
