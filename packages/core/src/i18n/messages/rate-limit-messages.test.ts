import { RATE_LIMIT_TEXTS } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { rateLimitMessages } from './rate-limit-messages';

describe('the rate limit messages', () => {
  it('share the wording of the API’s RATE_LIMIT_TEXTS, so translateText finds them', () => {
    expect(rateLimitMessages.oneMinute.message).toBe(RATE_LIMIT_TEXTS.oneMinute);
    expect(rateLimitMessages.minutes('').message).toBe(RATE_LIMIT_TEXTS.minutes);
  });
});
