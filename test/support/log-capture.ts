import type { LogDestination } from '../../src/core/logging/logger.js';

/** Everything the process's logger writes, as the lines a collector or a terminal would get. */
export class LogCapture implements LogDestination {
  private readonly chunks: string[] = [];

  write(chunk: string): void {
    this.chunks.push(chunk);
  }

  get text(): string {
    return this.chunks.join('');
  }

  get lines(): string[] {
    return this.text.split('\n').filter((line) => line !== '');
  }

  /** The JSON lines, parsed (throws on a line that is not JSON). */
  entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  of(reqId: string): Record<string, unknown>[] {
    return this.entries().filter((entry) => entry.reqId === reqId);
  }
}
