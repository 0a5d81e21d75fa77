import { describe, expect, it } from '@jest/globals';
import { environmentWarnings, parseEnvironment } from './environment.js';

describe('JOB_WORKER and its deprecated former name WEBHOOK_WORKER', () => {
  it('works the queues inline unless told otherwise, with nothing to warn of', () => {
    expect(parseEnvironment({}).JOB_WORKER).toBe('inline');
    expect(environmentWarnings({})).toEqual([]);
  });

  it('reads JOB_WORKER', () => {
    expect(parseEnvironment({ JOB_WORKER: 'off' }).JOB_WORKER).toBe('off');
    expect(environmentWarnings({ JOB_WORKER: 'off' })).toEqual([]);
  });

  it('still reads WEBHOOK_WORKER alone, with a warning naming the new name', () => {
    expect(parseEnvironment({ WEBHOOK_WORKER: 'off' }).JOB_WORKER).toBe('off');
    expect(parseEnvironment({ WEBHOOK_WORKER: 'inline' }).JOB_WORKER).toBe('inline');
    expect(environmentWarnings({ WEBHOOK_WORKER: 'off' })).toEqual([
      expect.stringMatching(/WEBHOOK_WORKER is deprecated.*set JOB_WORKER instead/),
    ]);
  });

  it('takes both names set to the same value', () => {
    expect(parseEnvironment({ JOB_WORKER: 'off', WEBHOOK_WORKER: 'off' }).JOB_WORKER).toBe('off');
  });

  it('refuses both names set to different values, naming both', () => {
    expect(() => parseEnvironment({ JOB_WORKER: 'inline', WEBHOOK_WORKER: 'off' })).toThrow(
      /JOB_WORKER \(inline\) and WEBHOOK_WORKER \(off\)/,
    );
    expect(() => parseEnvironment({ JOB_WORKER: 'off', WEBHOOK_WORKER: 'inline' })).toThrow(
      /JOB_WORKER \(off\) and WEBHOOK_WORKER \(inline\)/,
    );
  });

  it('refuses a value of either name that is neither inline nor off', () => {
    expect(() => parseEnvironment({ JOB_WORKER: 'always' })).toThrow(/JOB_WORKER/);
    expect(() => parseEnvironment({ WEBHOOK_WORKER: 'always' })).toThrow(/WEBHOOK_WORKER/);
  });
});
