import { describe, expect, it } from 'vitest';
import type { SiteGateState } from './navigation-input';
import { startGatesStep } from './start-gates-step';
import { describeDecision } from './testing/describe-route';
import { stepArguments } from './testing/fixture-navigation';

const open: SiteGateState = {
  apiAddress: 'https://api.example.com',
  status: 'published',
  passwordEnabled: false,
  hasValidSiteToken: false,
};
const noApi = { ...open, apiAddress: null };
const draft = { ...open, status: 'draft' };
const locked = { ...open, passwordEnabled: true };

describe('startGatesStep: no API address -> /coming-soon keeping ?host', () => {
  it.each<[string, SiteGateState, string | null]>([
    ['/vacatures?host=acme.example&page=2', noApi, 'coming-soon -> /coming-soon?host=acme.example'],
    ['/vacatures?page=2', noApi, 'coming-soon -> /coming-soon'],
    ['/', { ...open, apiAddress: '' }, 'coming-soon -> /coming-soon'],
    ['/admin', noApi, 'coming-soon -> /coming-soon'],
    ['/coming-soon?host=acme.example', noApi, null],
    ['/en-US/job-list', noApi, 'coming-soon -> /en-US/coming-soon'],
    // The first gate wins: without an API nothing else is known.
    [
      '/vacatures',
      { ...draft, apiAddress: null, passwordEnabled: true },
      'coming-soon -> /coming-soon',
    ],
  ])('%s', (url, site, expected) => {
    const decision = startGatesStep(...stepArguments(url, { site }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});

describe('startGatesStep: a draft site -> /create-jobboard keeping ?host', () => {
  it.each<[string, SiteGateState, string | null]>([
    [
      '/vacatures?host=acme.example',
      draft,
      'create-jobboard -> /create-jobboard?host=acme.example',
    ],
    ['/en-US/job-list', draft, 'create-jobboard -> /en-US/create-jobboard'],
    ['/en-US/create-jobboard', draft, null],
    ['/create-jobboard', draft, null],
    ['/admin', draft, null],
    ['/admin/translations', draft, null],
    ['/vacatures', { ...draft, passwordEnabled: true }, 'create-jobboard -> /create-jobboard'],
    ['/vacatures', { ...open, status: null }, null],
  ])('%s', (url, site, expected) => {
    const decision = startGatesStep(...stepArguments(url, { site }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});

describe('startGatesStep: site password and no valid site token -> /site-auth keeping ?host', () => {
  it.each<[string, SiteGateState, string | null]>([
    ['/vacatures?host=acme.example&page=2', locked, 'site-auth -> /site-auth?host=acme.example'],
    [
      '/en-US/job-list?host=acme.example',
      locked,
      'site-auth -> /en-US/site-auth?host=acme.example',
    ],
    ['/vacatures', { ...locked, hasValidSiteToken: true }, null],
    ['/site-auth?host=acme.example', locked, null],
    ['/en-US/site-auth', locked, null],
    ['/admin', locked, null],
    ['/vacatures', { ...open, hasValidSiteToken: false }, null],
    // The form shows only while no token is present.
    [
      '/site-auth?host=acme.example',
      { ...locked, hasValidSiteToken: true },
      'site-auth -> /?host=acme.example',
    ],
    ['/en-US/site-auth', { ...locked, hasValidSiteToken: true }, 'site-auth -> /en-US'],
  ])('%s', (url, site, expected) => {
    const decision = startGatesStep(...stepArguments(url, { site }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});

describe("startGatesStep: a gate's route goes home while its gate is closed, keeping ?host", () => {
  it.each<[string, SiteGateState, string | null]>([
    // A published site with an API address and no password: no gate holds.
    ['/site-auth?host=acme.example&page=2', open, 'gate-closed -> /?host=acme.example'],
    ['/site-auth?layout=editor', open, 'gate-closed -> /?layout=editor'],
    ['/create-jobboard?host=acme.example', open, 'gate-closed -> /?host=acme.example'],
    ['/coming-soon?host=acme.example', open, 'gate-closed -> /?host=acme.example'],
    ['/en-US/coming-soon', open, 'gate-closed -> /en-US'],
    ['/create-jobboard', { ...open, status: null }, 'gate-closed -> /'],
    // Another gate holds: the visitor is sent to that gate's screen instead.
    ['/create-jobboard', locked, 'site-auth -> /site-auth'],
    ['/site-auth', draft, 'create-jobboard -> /create-jobboard'],
    ['/coming-soon', draft, 'create-jobboard -> /create-jobboard'],
    // Only the gates' own routes: the editor's routes and the pages stay where they are.
    ['/admin', open, null],
    ['/test-page', open, null],
    ['/vacatures', open, null],
  ])('%s', (url, site, expected) => {
    const decision = startGatesStep(...stepArguments(url, { site }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});

describe('startGatesStep: the editor preview passes the draft and password gates', () => {
  it.each<[SiteGateState, string | null]>([
    [draft, null],
    [locked, null],
    [noApi, 'coming-soon -> /coming-soon'],
  ])('%j', (site, expected) => {
    const decision = startGatesStep(...stepArguments('/vacatures', { site, editorPreview: true }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });

  it('sends a gate route home, since its gate does not apply to the preview', () => {
    const decision = startGatesStep(
      ...stepArguments('/create-jobboard?layout=editor', { site: draft, editorPreview: true }),
    );
    expect(decision && describeDecision(decision)).toBe('gate-closed -> /?layout=editor');
  });

  it('is not granted by ?layout=editor alone', () => {
    const decision = startGatesStep(...stepArguments('/vacatures?layout=editor', { site: locked }));
    expect(decision && describeDecision(decision)).toBe('site-auth -> /site-auth');
  });
});
