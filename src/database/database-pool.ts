import type { OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { type DatabaseSettings, poolConnectionOptions } from './data-source-options.js';

/**
 * The door's connections to PostgreSQL (`Db`): every statement of the request path goes through
 * them. TypeORM's data source keeps a small pool of its own for migrations and the tests' direct
 * reads. Ended once the application has closed, after the last request.
 */
export class DatabasePool extends pg.Pool implements OnApplicationShutdown {
  private closing?: Promise<void>;

  constructor(url: string, settings: DatabaseSettings) {
    super(
      poolConnectionOptions(url, settings.poolSize, settings.timeouts, settings.preparedStatements),
    );
    // An idle connection the server or the network ends is dropped by the pool; the event must
    // have a listener, or it would be thrown. A checked-out one fails its statement instead.
    this.on('error', () => undefined);
  }

  /** Ends the pool once, however many times it is asked (a test may end it before closing). */
  close(): Promise<void> {
    return (this.closing ??= this.end());
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
