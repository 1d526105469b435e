import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ClientUser, ClientUserInvite } from './client-user';
import { failureOf } from './fixtures';

describe('ClientUser', () => {
  it('accepts a user of the company as GET /client/users lists them', () => {
    const user = {
      id: 4,
      uuid: 'u-4',
      given_name: '',
      family_name: '',
      email: 'hr@acme.example',
      owner: false,
    };
    expect(is(user, ClientUser)).toBe(true);
    expect(failureOf(ClientUser, { ...user, owner: 'no' })?.path).toEqual(['owner']);
  });
});

describe('ClientUserInvite', () => {
  it.each([
    ['an email only', { email: 'new@acme.example' }, true],
    ['names too', { email: 'new@acme.example', given_name: 'Nina', family_name: 'N' }, true],
    ['no email', { given_name: 'Nina' }, false],
    ['a malformed email', { email: 'nina' }, false],
    ['a name over two lines', { email: 'new@acme.example', family_name: 'A\nB' }, false],
  ])('%s: %s', (_case, invite, valid) => {
    expect(is(invite, ClientUserInvite)).toBe(valid);
  });
});
