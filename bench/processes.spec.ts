import { describe, expect, it } from '@jest/globals';
import net, { type AddressInfo } from 'node:net';
import { busiestOtherProcesses, listening, ServerProcess } from './processes.js';

describe('busiestOtherProcesses', () => {
  it('adds up the CPU of each command outside the run, busiest first, as % of one core', () => {
    const before = new Map([
      ['1', { label: 'node .bin/jest', seconds: 10 }],
      ['2', { label: 'postgres: postgres crm_bench', seconds: 5 }],
      ['3', { label: 'postgres: postgres crm_test_1', seconds: 1 }],
      ['4', { label: 'postgres: postgres crm_test_1', seconds: 1 }],
    ]);
    const after = new Map([
      ['1', { label: 'node .bin/jest', seconds: 14 }],
      ['2', { label: 'postgres: postgres crm_bench', seconds: 15 }],
      ['3', { label: 'postgres: postgres crm_test_1', seconds: 2 }],
      ['4', { label: 'postgres: postgres crm_test_1', seconds: 2.5 }],
      // Started during the run: all its CPU counts.
      ['5', { label: 'node .bin/tsc', seconds: 1 }],
    ]);
    const ours = (_pid: string, label: string) => label.split(' ').includes('crm_bench');
    expect(busiestOtherProcesses(before, after, 10, ours)).toEqual([
      { command: 'node .bin/jest', cpu_pct: 40 },
      { command: 'postgres: postgres crm_test_1', cpu_pct: 25 },
      { command: 'node .bin/tsc', cpu_pct: 10 },
    ]);
  });
});

describe('ServerProcess.start', () => {
  it('refuses a port another process already listens on, rather than measure that process', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as AddressInfo;
    try {
      expect(await listening(port)).toBe(true);
      await expect(ServerProcess.start('baseline', 'never-run.js', port, {})).rejects.toThrow(
        `baseline: port ${port} is already taken (a server left by an earlier run?)`,
      );
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    expect(await listening(port)).toBe(false);
  });
});
