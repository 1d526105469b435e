import { describe, expect, it } from 'vitest';
import { redirectRuleStep } from './redirect-rule-step';
import type { ResolvedRedirect } from './resolve-redirect';
import { describeDecision } from './testing/describe-route';
import { navigationInput } from './testing/fixture-navigation';

describe('redirectRuleStep', () => {
  it.each<[string, string, ResolvedRedirect | null, string | null]>([
    ['no redirect', '/vacatures', null, null],
    [
      'external',
      '/oude-pagina',
      { kind: 'external', url: 'https://example.com/new', status: 301 },
      'external 301 https://example.com/new',
    ],
    [
      'internal',
      '/oude-pagina?x=1',
      { kind: 'internal', path: '/vacatures?page=2', status: 308 },
      'redirect-rule 308 -> /vacatures?page=2',
    ],
    [
      'to the same path and query is ignored',
      '/vacatures?page=2#top',
      { kind: 'internal', path: '/vacatures?page=2', status: 301 },
      null,
    ],
    [
      'internal without a query of its own, keeping the address’s',
      '/jobs?search=chauffeur',
      { kind: 'internal', path: '/vacatures', status: 301 },
      'redirect-rule 301 -> /vacatures?search=chauffeur',
    ],
    [
      'to the same path with another query',
      '/vacatures',
      { kind: 'internal', path: '/vacatures?page=2', status: 302 },
      'redirect-rule 302 -> /vacatures?page=2',
    ],
  ])('%s', (_name, url, redirect, expected) => {
    const decision = redirectRuleStep(navigationInput(url, { redirect }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});
