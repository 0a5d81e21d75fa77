import { Injectable } from '@nestjs/common';

/**
 * The time webhook deliveries go by (attempt times, the retry window, how long an endpoint has
 * failed). A provider, so a test can move it days ahead instead of waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
