import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildOrganisation, buildOrganisationInfoItem, failureOf } from './fixtures';
import { INFO_ITEM_TYPES, Organisation, OrganisationInfoItem, SOCIAL_TYPES } from './organisation';

describe('Organisation', () => {
  it('accepts the fixture and the short form of the builder spec', () => {
    expect(is(buildOrganisation(), Organisation)).toBe(true);
    const short = {
      id: 2,
      name: 'Short BV',
      email: 'a@example.com',
      slug: 'short-bv',
      premium: true,
      active: true,
    };
    expect(is(short, Organisation)).toBe(true);
  });

  it.each([
    ['an unknown company type', { company_type: 'agency' }, ['company_type']],
    ['a missing slug', { slug: undefined }, ['slug']],
    ['a premium flag as text', { premium: 'yes' }, ['premium']],
    ['info items that are not a list', { info_items: {} }, ['info_items']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Organisation, { ...buildOrganisation(), ...overrides })?.path).toEqual(path);
  });
});

describe('OrganisationInfoItem', () => {
  it.each(INFO_ITEM_TYPES)('accepts type %s', (type) => {
    expect(is(buildOrganisationInfoItem({ type }), OrganisationInfoItem)).toBe(true);
  });

  it.each(SOCIAL_TYPES)('accepts social type %s', (social_type) => {
    expect(
      is(buildOrganisationInfoItem({ type: 'social', social_type }), OrganisationInfoItem),
    ).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'quote' }, ['type']],
    ['an unknown social network', { type: 'social', social_type: 'myspace' }, ['social_type']],
    ['a missing order', { order: undefined }, ['order']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(
      failureOf(OrganisationInfoItem, { ...buildOrganisationInfoItem(), ...overrides })?.path,
    ).toEqual(path);
  });
});
