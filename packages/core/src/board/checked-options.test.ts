import { describe, expect, it } from 'vitest';
import type { BoardOptions } from './board-options';
import { checkedOptions } from './checked-options';

const check = (options: Record<string, unknown>) => {
  const said: string[] = [];
  const checked = checkedOptions(options as unknown as BoardOptions, (message) =>
    said.push(message),
  );
  return { checked, said };
};

describe('checkedOptions', () => {
  it('keeps the values the board knows, saying nothing', () => {
    const options = {
      apiBase: 'https://api.test',
      routing: 'hash',
      isolation: 'shadow',
      tokenStorage: 'cookie',
      locale: 'EN-us',
    };
    expect(check(options)).toEqual({ checked: options, said: [] });
    expect(check({ apiBase: null })).toEqual({ checked: { apiBase: null }, said: [] });
  });

  it('leaves out each unknown value and says what the board uses instead', () => {
    const { checked, said } = check({
      apiBase: 'https://api.test',
      routing: 'sideways',
      isolation: 'iframe',
      tokenStorage: 'session',
      locale: 'de',
      basePath: '/jobs',
    });
    expect(checked).toEqual({ apiBase: 'https://api.test', basePath: '/jobs' });
    expect(said).toEqual([
      'Jobboard: routing "sideways" is none of history, hash, memory; the board uses history.',
      'Jobboard: isolation "iframe" is none of scoped, shadow; the board uses scoped.',
      'Jobboard: tokenStorage "session" is none of cookie, localStorage, memory; the board uses localStorage.',
      'Jobboard: locale "de" is none of nl, en-US, ro; the board chooses one as without the option.',
    ]);
  });
});
