import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import {
  COMMIT,
  insertContact,
  insertStageMove,
  listContacts,
  listDormant,
  LOOKUP_SQL,
  type Scope,
  START_TRANSACTION,
  type Statement,
} from './queries.js';

/*
 * The baseline: bare Fastify and a `pg` pool of the service's size, sending per request the same
 * statements as the service (bench/baseline/queries.ts) and answering the same bodies, with no
 * Nest, no ORM, no guards, pipes, interceptors or validation library. The gap between it and the
 * service is what those layers cost. Routes it does not mirror answer 404.
 */

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
  connectionTimeoutMillis: 5_000,
  application_name: 'pipeline-crm-baseline',
});

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });

interface Stage {
  key: string;
  kind: string;
}

interface LookupRow {
  user_id: string;
  email: string;
  role: string;
  workspace_id: string;
  name: string;
  is_premium: boolean;
  subscription_status: string | null;
  payment_customer_id: string | null;
  dormancy_days: number;
  timezone: string;
  stages: Stage[];
  created_at: Date;
}

interface ContactRow {
  id: string;
  value_cents: string;
  last_activity_at: Date;
  sort_at?: string;
  [column: string]: unknown;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** Counts the statements of one request, answered in x-sql-statements like the service. */
class Statements {
  count = 0;

  async run<T extends pg.QueryResultRow>(
    db: pg.Pool | pg.PoolClient,
    statement: Statement,
  ): Promise<T[]> {
    this.count += 1;
    return (await db.query<T>(statement.text, statement.values)).rows;
  }

  async control(client: pg.PoolClient, text: string): Promise<void> {
    this.count += 1;
    await client.query(text);
  }
}

async function identify(
  request: FastifyRequest,
  sql: Statements,
): Promise<{ row: LookupRow; scope: Scope }> {
  const match = /^Bearer\s+dev:(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new HttpError(401, 'Expected a development token');
  const [row] = await sql.run<LookupRow>(pool, {
    text: LOOKUP_SQL,
    values: [match[1].toLowerCase()],
  });
  if (!row) throw new HttpError(401, 'Unknown user');
  const scope = {
    userId: row.user_id,
    workspaceId: row.workspace_id,
    demo: !row.is_premium,
    dormancyDays: row.dormancy_days,
  };
  return { row, scope };
}

function present(row: ContactRow, now: Date, dormancyDays: number) {
  const { sort_at: _sortAt, ...contact } = row;
  const idleMs = now.getTime() - row.last_activity_at.getTime();
  return {
    ...contact,
    value_cents: Number(row.value_cents),
    dormant: idleMs >= dormancyDays * 86_400_000,
    days_inactive: Math.max(0, Math.floor(idleMs / 86_400_000)),
  };
}

function page(rows: ContactRow[], limit: number, now: Date, dormancyDays: number) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map((r) => present(r, now, dormancyDays)),
    next_cursor:
      rows.length > limit && last
        ? Buffer.from(JSON.stringify([last.sort_at, last.id])).toString('base64url')
        : null,
  };
}

function pageSize(query: unknown): number {
  const raw = (query as { limit?: string }).limit;
  const limit = raw === undefined ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new HttpError(422, 'limit');
  return limit;
}

/** Wraps a handler: counts its statements and answers errors as problem details. */
function route(
  handler: (request: FastifyRequest, sql: Statements) => Promise<unknown>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async (request, reply) => {
    const sql = new Statements();
    try {
      const body = await handler(request, sql);
      void reply.header('x-sql-statements', String(sql.count));
      return body;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      void reply.header('x-sql-statements', String(sql.count));
      return reply.code(error.status).send({ status: error.status, detail: error.detail });
    }
  };
}

app.get('/health', async () => {
  await pool.query('SELECT 1');
  return { status: 'ok' };
});

app.get(
  '/me',
  route(async (request, sql) => {
    const { row, scope } = await identify(request, sql);
    return {
      user: { id: row.user_id, email: row.email, role: row.role, workspace_id: row.workspace_id },
      workspace: {
        id: row.workspace_id,
        name: row.name,
        is_premium: row.is_premium,
        subscription_status: row.subscription_status,
        payment_customer_id: row.payment_customer_id,
        dormancy_days: row.dormancy_days,
        timezone: row.timezone,
        stages: row.stages,
        created_at: row.created_at,
      },
      demo: scope.demo,
    };
  }),
);

app.get(
  '/contacts',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    const limit = pageSize(request.query);
    const now = new Date();
    const q = (request.query as { q?: string }).q;
    const rows = await sql.run<ContactRow>(pool, listContacts(scope, limit, q));
    return page(rows, limit, now, scope.dormancyDays);
  }),
);

app.get(
  '/contacts/dormant',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    const limit = pageSize(request.query);
    const now = new Date();
    const rows = await sql.run<ContactRow>(pool, listDormant(scope, limit, now));
    return { ...page(rows, limit, now, scope.dormancyDays), threshold_days: scope.dormancyDays };
  }),
);

app.post(
  '/contacts',
  route(async (request, sql) => {
    const { row, scope } = await identify(request, sql);
    if (scope.demo) throw new HttpError(402, 'Upgrade to a premium plan');
    const body = request.body as { first_name?: unknown; last_name?: string; company?: string };
    if (typeof body?.first_name !== 'string') throw new HttpError(422, 'first_name');
    const stage = row.stages.find((s) => s.kind === 'open')?.key ?? row.stages[0].key;
    const client = await pool.connect();
    try {
      await sql.control(client, START_TRANSACTION);
      const [contact] = await sql.run<ContactRow>(
        client,
        insertContact(scope, { ...body, first_name: body.first_name }, stage),
      );
      await sql.run(client, insertStageMove(scope, contact.id, null, stage));
      await sql.control(client, COMMIT);
      return present(contact, new Date(), scope.dormancyDays);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }),
);

const port = Number(process.env.PORT ?? 29101);
await app.listen({ host: '127.0.0.1', port });
console.log(`baseline listening on ${port}`);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
