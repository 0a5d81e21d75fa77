import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived its last full collection: 100 %
 * makes the next full collection due at twice the live heap. Left to itself, V8 grows the heap
 * up to fourfold while collections look cheap, and the live heap then sits in mostly dead request
 * objects. The price is more frequent full collections (bench/README.md has the figures). It is
 * a growth factor, not a limit: unlike --max-old-space-size it cannot turn a spike into a crash.
 */
export const HEAP_GROWING_PERCENT = 100;

const FLAG = '--heap-growing-percent';

/** The V8 flag to set, or none when the process was started with its own value. */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  const given = execArgv.some((arg) => arg === FLAG || arg.startsWith(`${FLAG}=`));
  return given ? null : `${FLAG}=${HEAP_GROWING_PERCENT}`;
}

/** Applies the growth factor; V8 reads it whenever it sizes the heap, so setting it at start works. */
export function applyHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  const flag = heapGrowthFlag(execArgv);
  if (flag) setFlagsFromString(flag);
}
