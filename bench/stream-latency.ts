/** A distribution's count and nearest-rank percentiles, in milliseconds. */
export interface Percentiles {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** One event a stream client received: the event's number and when it arrived (epoch ms). */
export interface Arrival {
  seq: number;
  at: number;
}

/**
 * The nearest-rank percentiles of `values` (the smallest value with at least p % of them at or
 * below it), rounded to 0.1 ms; null for none.
 */
export function percentiles(values: readonly number[]): Percentiles | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: tenth(rank(50)),
    p90: tenth(rank(90)),
    p99: tenth(rank(99)),
    max: tenth(sorted[sorted.length - 1]),
  };
}

/**
 * The latency of every delivery (one event reaching one stream): its arrival less the moment
 * `since` gives for its number. Only events `since` knows, recorded within `window` (epoch ms),
 * count: those of the warm-up, or recorded after the load stopped, are left out.
 */
export function deliveryLatencies(
  streams: readonly (readonly Arrival[])[],
  since: ReadonlyMap<number, number>,
  window: { from: number; to: number },
): number[] {
  const latencies: number[] = [];
  for (const arrivals of streams) {
    for (const { seq, at } of arrivals) {
      const start = since.get(seq);
      if (start === undefined || start < window.from || start > window.to) continue;
      latencies.push(at - start);
    }
  }
  return latencies;
}
