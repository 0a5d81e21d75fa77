/** The part of autocannon's programmatic API the load generator uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: (Request & { setupRequest?: (request: Request) => Request })[];
      warmup?: { connections: number; duration: number };
      /** Requests to send in all, instead of a duration. */
      amount?: number;
    }
    /** Resolves with the result; emits `start` when the measured run (after warm-up) begins. */
    interface Instance extends PromiseLike<Result> {
      on(event: 'start', listener: () => void): this;
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
