import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'typeorm';

export const SQL_STATEMENTS_HEADER = 'x-sql-statements';

interface Tally {
  statements: number;
}

/**
 * Opt-in (`SQL_STATEMENT_COUNTER=true`) count of the SQL statements a request sends, answered in
 * the `x-sql-statements` header; the N+1 guard test and the benchmark read it. When the option is
 * off nothing of this is installed: TypeORM keeps its own logger and no hook is added.
 */
export class SqlStatementCounter {
  private readonly storage = new AsyncLocalStorage<Tally>();
  private readonly tallies = new WeakMap<FastifyRequest, Tally>();

  /**
   * TypeORM's PostgresQueryRunner calls `logQuery` once before every statement it sends,
   * transaction control (START TRANSACTION, COMMIT, ROLLBACK) included, whatever `logging` says.
   */
  readonly logger: Logger = {
    logQuery: () => {
      const tally = this.storage.getStore();
      if (tally) tally.statements += 1;
    },
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };

  /**
   * The tally starts in preHandler, after the body is parsed: body parsing runs in the socket's
   * async context, so a store entered earlier would be lost on requests with a body. Guards,
   * pipes, interceptors and the handler all run inside Fastify's route handler, after it.
   */
  install(fastify: FastifyInstance): void {
    fastify.addHook('preHandler', (request, _reply, done) => {
      const tally: Tally = { statements: 0 };
      this.tallies.set(request, tally);
      this.storage.run(tally, done);
    });
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const tally = this.tallies.get(request);
      if (tally) void reply.header(SQL_STATEMENTS_HEADER, String(tally.statements));
      done(null, payload);
    });
  }
}
