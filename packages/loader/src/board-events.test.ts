import type { BoardEventMap } from '@jobboard/core';
import { describe, expect, it } from 'vitest';
import type { JobboardEventMap } from './board-events';
import type { Jobboard, JobboardCall } from './init-options';

// Type tests, checked by `tsc -b` (tsconfig.tests.json): the loader's mirror of core's events
// must name the same events, and each payload core emits must be one the loader's type allows.

type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
type CoreFits = {
  [Name in keyof BoardEventMap]: BoardEventMap[Name] extends JobboardEventMap[Name &
    keyof JobboardEventMap]
    ? true
    : false;
};

const sameNames: SameKeys<BoardEventMap, JobboardEventMap> = true;
const everyPayloadFits: false extends CoreFits[keyof CoreFits] ? false : true = true;

describe('the script tag’s event types', () => {
  it('mirror core’s events', () => {
    expect([sameNames, everyPayloadFits]).toEqual([true, true]);
  });

  it('type a handler’s payload by the event it listens to, and refuse unknown events', () => {
    const calls: unknown[][] = [];
    const Jobboard = ((...call: JobboardCall) => {
      calls.push(call);
    }) as Jobboard;
    // The embed.md example, as written: `event.job` is typed.
    Jobboard('on', 'job_apply_finish', (event) => console.log('applied', event.job?.title));
    Jobboard('on', 'error', (event) => console.error('code' in event ? event.code : event.error));
    // @ts-expect-error a misspelt event name
    Jobboard('on', 'job_aply_finish', () => undefined);
    Jobboard('init', { routing: 'memory', initialPath: '/vacatures' });
    expect(calls.map((call) => call[1])).toEqual([
      'job_apply_finish',
      'error',
      'job_aply_finish',
      { routing: 'memory', initialPath: '/vacatures' },
    ]);
  });
});
