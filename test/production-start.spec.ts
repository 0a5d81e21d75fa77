import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { productionStart } from '../bench/production-start.js';

/**
 * `npm run start:prod`, the Docker image's CMD and CI's check of the bundle start the service
 * with one command, node flags included (the young generation's size is one of them, see README
 * "Deployment"); the bench reads it from package.json.
 */
describe('the production start command', () => {
  const start = productionStart();

  it('starts the bundle with a 64 MB young generation semi-space', () => {
    expect(start).toEqual({
      nodeFlags: ['--max-semi-space-size=64'],
      script: 'dist/bundle/main.js',
    });
  });

  it("is the Docker image's CMD, flag for flag", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...start.nodeFlags, start.script]);
  });

  it('is what CI starts to check the bundle', () => {
    const command = ['node', ...start.nodeFlags, start.script].join(' ');
    expect(readFileSync('.ci/run', 'utf8')).toContain(`\n  ${command} &\n`);
  });
});
