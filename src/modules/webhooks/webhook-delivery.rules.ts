/**
 * When a delivery attempt counts as delivered, when another follows, and when an endpoint is
 * given up on.
 *
 * Retry schedule, after a failed attempt n (1-based): 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h,
 * 8 h, then every 12 h, each ±20 % at random (so endpoints that failed together do not come back
 * together), for as long as the next attempt falls within 3 days of the event's first attempt.
 * Retried: network errors and timeouts, 408, 429 and 5xx. Not retried: any other answer (other
 * 4xx, 3xx: redirects are not followed), and a URL refused as unsafe at connect time (it names
 * a private address; retrying would only knock again).
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
];
export const LATE_RETRY_DELAY_MS = 12 * HOUR;
export const RETRY_JITTER = 0.2;

/** How long after an event's first attempt retries go on; also how long an endpoint may fail. */
export const DELIVERY_WINDOW_MS = 3 * 24 * HOUR;

/** One attempt's wait for the receiver's whole answer. */
export const DELIVERY_TIMEOUT_MS = 10 * SECOND;

/** The part of the receiver's answer read and kept. */
export const RESPONSE_BODY_CAP_BYTES = 1024;

/** How long a worker holds an attempt it sends: beyond the timeout, with room to record it. */
export const CLAIM_MS = DELIVERY_TIMEOUT_MS + 50 * SECOND;

export const DISABLED_REASON = 'Every delivery failed for 3 days';
export const ENDPOINT_DISABLED_ERROR = 'endpoint disabled';

/** Whether an HTTP answer of `status` is a delivery. */
export function delivered(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Whether an HTTP answer of `status` that is not a delivery is worth another attempt. */
export function retryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The wait after failed attempt `attempt` (1-based), before jitter. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[attempt - 1] ?? LATE_RETRY_DELAY_MS;
}

/**
 * When attempt `attempt + 1` is due, or null when it would fall past the window that started at
 * `firstAttemptAt`. `random` in [0, 1) draws the jitter.
 */
export function nextAttemptAt(
  attempt: number,
  now: Date,
  firstAttemptAt: Date,
  random: number = Math.random(),
): Date | null {
  const jitter = 1 + RETRY_JITTER * (2 * random - 1);
  const at = new Date(now.getTime() + retryDelayMs(attempt) * jitter);
  return at.getTime() - firstAttemptAt.getTime() > DELIVERY_WINDOW_MS ? null : at;
}

/** Whether an endpoint failing since `failingSince` has failed for the whole window at `now`. */
export function failedTooLong(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= DELIVERY_WINDOW_MS;
}
