import { describe, expect, it } from '@jest/globals';
import { isRateLimitedPath, rateLimitedDetail } from './rate-limit.js';

describe('isRateLimitedPath', () => {
  it('leaves health, readiness and the inbound webhooks unlimited', () => {
    for (const path of ['/health', '/health/ready', '/webhooks/payments']) {
      expect([path, isRateLimitedPath(path)]).toEqual([path, false]);
    }
  });

  it('limits every other route, look-alikes included', () => {
    for (const path of ['/me', '/contacts/:id', '/healthz', '/webhook-endpoints', '/webhooks']) {
      expect([path, isRateLimitedPath(path)]).toEqual([path, true]);
    }
  });
});

describe('rateLimitedDetail', () => {
  it('names the limit and the wait', () => {
    expect(rateLimitedDetail(600, 12)).toBe(
      'Too many requests: the limit is 600 a minute; retry after 12 seconds',
    );
    expect(rateLimitedDetail(600, 1)).toBe(
      'Too many requests: the limit is 600 a minute; retry after 1 second',
    );
  });
});
