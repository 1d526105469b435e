import { describe, expect, it } from 'vitest';
import { DATA_RELEASE_VERSION, DEFAULT_PHONE_COUNTRY, TIMINGS } from './timings';

describe('constants of §9', () => {
  it.each([
    ['apiTimeoutMs', 10000],
    ['asyncComponentTimeoutMs', 10000],
    ['tokenExpiryMarginS', 60],
    ['fetchDelayMs', 200],
    ['progressBarThrottleMs', 200],
    ['progressBarDurationMs', 5000],
    ['progressBarHideDelayMs', 500],
    ['onlineBannerMs', 3000],
    ['chunkReloadIntervalMs', 60000],
  ] as const)('%s is %i', (key, expected) => {
    expect(TIMINGS[key]).toBe(expected);
  });

  it.each([
    [DATA_RELEASE_VERSION, '1.30.11'],
    [DEFAULT_PHONE_COUNTRY, 'NL'],
  ])('%s is %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
