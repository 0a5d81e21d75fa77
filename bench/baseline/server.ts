import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { installResponseHeaders } from '../../src/core/http/response-headers.js';
import { preparedName } from '../../src/database/db.js';
import { asUtc, isIsoDateTime } from '../../src/core/http/utc.js';
import {
  type PresentationScope,
  presentContact,
  presentContactPage,
} from '../../src/modules/contacts/contact-presenter.js';
import { agendaWindow } from '../../src/modules/followups/agenda.js';
import { agendaResponse } from '../../src/modules/followups/agenda-response.js';
import type { AgendaRow } from '../../src/modules/followups/followups.queries.js';
import type {
  ContactSummary,
  KeyedContactRow,
} from '../../src/modules/contacts/contacts.queries.js';
import { pipelineReport } from '../../src/modules/reports/pipeline-report.js';
import { isReportBound, resolveRange } from '../../src/modules/reports/report-range.js';
import {
  AGENDA_DAYS,
  AGENDA_LIMIT,
  AGENDA_MAX_DAYS,
  AGENDA_MAX_LIMIT,
  agendaFollowups,
  BOARD_MAX_PER_STAGE,
  BOARD_PER_STAGE,
  boardCards,
  boardTotals,
  COMMIT,
  contactSummaries,
  createContact,
  logInteraction,
  listContacts,
  listDormant,
  LOOKUP_SQL,
  membersAmong,
  type NewContact,
  REPORT_LIMITS,
  ROLLBACK,
  type Scope,
  type Stage,
  stageEntries,
  stageTotals,
  START_TRANSACTION,
  type Statement,
} from './queries.js';

/*
 * The baseline: bare Fastify and a `pg` pool of the service's size, sending per request the same
 * statements as the service (bench/baseline/queries.ts) and answering the same bodies, with no
 * Nest, no ORM, no guards, pipes, interceptors or validation library. The gap between it and the
 * service is what those layers cost. Only what the scenarios send is validated; routes it does
 * not mirror answer 404.
 */

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
  connectionTimeoutMillis: 5_000,
  application_name: 'pipeline-crm-baseline',
});

// The service's response headers, set by the service's own hook (helmet's security headers and
// the request id): ~720 bytes a response that the kernel copies and the client reads. Without
// them the baseline answered a smaller response than the service (/me: 973 bytes against 1,697),
// and that difference, not a framework layer, was part of the gap.
const app = Fastify({
  logger: false,
  bodyLimit: 1024 * 1024,
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
});
installResponseHeaders(app);

/** src/modules/interactions/interaction.entity.ts, INTERACTION_TYPES. */
const INTERACTION_TYPES = ['call', 'email', 'meeting', 'note', 'message'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** src/modules/interactions/interactions.service.ts, FUTURE_SKEW_MS. */
const FUTURE_SKEW_MS = 5 * 60_000;

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

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** SQL_STATEMENT_COUNTER=true: answer each request's statement count, as the service does. */
const COUNT_STATEMENTS = process.env.SQL_STATEMENT_COUNTER === 'true';

/** Counts the statements of one request, answered in x-sql-statements like the service. */
class Statements {
  count = 0;

  async run<T extends pg.QueryResultRow>(
    db: pg.Pool | pg.PoolClient,
    statement: Statement,
  ): Promise<T[]> {
    this.count += 1;
    const values = [...statement.values];
    const config = statement.prepared
      ? { name: preparedName(statement.text), text: statement.text, values }
      : { text: statement.text, values };
    return (await db.query<T>(config)).rows;
  }

  async control(client: pg.PoolClient, text: string): Promise<void> {
    this.count += 1;
    await client.query(text);
  }

  /** `dataSource.transaction(...)`: START TRANSACTION, the work, COMMIT or ROLLBACK. */
  async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await this.control(client, START_TRANSACTION);
      try {
        const result = await work(client);
        await this.control(client, COMMIT);
        return result;
      } catch (error) {
        await this.control(client, ROLLBACK);
        throw error;
      }
    } finally {
      client.release();
    }
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
    prepared: true,
  });
  if (!row) throw new HttpError(401, 'Unknown user');
  const scope: Scope = {
    userId: row.user_id,
    workspaceId: row.workspace_id,
    demo: !row.is_premium,
    dormancyDays: row.dormancy_days,
    timezone: row.timezone,
    stages: row.stages,
  };
  return { row, scope };
}

/** src/modules/reports/reports.service.ts, rate(). */
/** PremiumGuard: every non-GET route of a free workspace. */
function requirePremium(scope: Scope): void {
  if (scope.demo) throw new HttpError(402, 'Upgrade to a premium plan');
}

/**
 * The service's own presentation code (src/modules/contacts/contact-presenter.ts): the gap to the
 * service is then the framework layers alone, not a difference in how rows become JSON.
 */
function presentation(scope: Scope): PresentationScope {
  return { workspace: { dormancy_days: scope.dormancyDays } };
}

/** A whole number query parameter in [1, max], or its default. */
function intParam(query: unknown, name: string, fallback: number, max: number): number {
  const raw = (query as Record<string, string | undefined>)[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new HttpError(422, name);
  return value;
}

function uuidParam(query: unknown, name: string): string | undefined {
  const raw = (query as Record<string, string | undefined>)[name];
  if (raw !== undefined && !UUID.test(raw)) throw new HttpError(422, name);
  return raw;
}

function pageSize(query: unknown): number {
  return intParam(query, 'limit', 50, 200);
}

function trimmed(value: unknown, field: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (!text || text.length > max) throw new HttpError(422, field);
  return text;
}

/** Wraps a handler: counts its statements and answers errors as problem details. */
function route(
  handler: (request: FastifyRequest, sql: Statements) => Promise<unknown>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async (request, reply) => {
    const sql = new Statements();
    try {
      const body = await handler(request, sql);
      if (COUNT_STATEMENTS) void reply.header('x-sql-statements', String(sql.count));
      return body;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (COUNT_STATEMENTS) void reply.header('x-sql-statements', String(sql.count));
      return reply.code(error.status).send({ status: error.status, detail: error.detail });
    }
  };
}

app.get('/health', async () => {
  await pool.query('SELECT 1');
  return { status: 'ok' };
});

/** src/modules/me/me.service.ts, signIn() (a premium workspace: nothing to seed). */
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
    const rows = await sql.run<KeyedContactRow>(pool, listContacts(scope, limit, q));
    return presentContactPage(presentation(scope), rows, limit, now);
  }),
);

app.get(
  '/contacts/dormant',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    const limit = pageSize(request.query);
    const now = new Date();
    const rows = await sql.run<KeyedContactRow>(pool, listDormant(scope, limit, now));
    const page = presentContactPage(presentation(scope), rows, limit, now);
    return { ...page, threshold_days: scope.dormancyDays };
  }),
);

/** src/modules/pipeline/board.service.ts, board(), over ContactsQueryService.boardColumns(). */
app.get(
  '/board',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    const perStage = intParam(request.query, 'per_stage', BOARD_PER_STAGE, BOARD_MAX_PER_STAGE);
    const ownerId = uuidParam(request.query, 'owner_id');
    const now = new Date();
    const totals = await sql.run<{ stage: string; count: number; value: string }>(
      pool,
      boardTotals(scope, ownerId),
    );
    const cards = await sql.run<KeyedContactRow>(pool, boardCards(scope, perStage, ownerId));
    const byStage = new Map<string, KeyedContactRow[]>();
    for (const row of cards) {
      const rows = byStage.get(row.stage);
      if (rows) rows.push(row);
      else byStage.set(row.stage, [row]);
    }
    return {
      stages: scope.stages.map((stage) => {
        const total = totals.find((t) => t.stage === stage.key);
        const column = presentContactPage(
          presentation(scope),
          byStage.get(stage.key) ?? [],
          perStage,
          now,
        );
        return {
          key: stage.key,
          label: stage.label,
          kind: stage.kind,
          count: total?.count ?? 0,
          value_cents: total ? Number(total.value) : 0,
          contacts: column.items,
          next_cursor: column.next_cursor,
        };
      }),
    };
  }),
);

/** src/modules/followups/agenda.service.ts, agenda(). */
app.get(
  '/agenda',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    const days = intParam(request.query, 'days', AGENDA_DAYS, AGENDA_MAX_DAYS);
    const limit = intParam(request.query, 'limit', AGENDA_LIMIT, AGENDA_MAX_LIMIT);
    const owner = (request.query as { owner_id?: string }).owner_id;
    const ownerId = owner === 'me' ? scope.userId : uuidParam(request.query, 'owner_id');
    const window = agendaWindow(new Date(), scope.timezone, days);
    const rows = await sql.run<AgendaRow>(pool, agendaFollowups(scope, window, limit, ownerId));
    const contacts = new Map<string, ContactSummary>();
    if (rows.length > 0) {
      const ids = rows.map((r) => r.contact_id);
      for (const c of await sql.run<ContactSummary>(pool, contactSummaries(scope, ids))) {
        contacts.set(c.id, c);
      }
    }
    return agendaResponse(rows, contacts, window);
  }),
);

/** src/modules/reports/reports.service.ts, pipeline(): both aggregates at once, as the service. */
app.get(
  '/reports/pipeline',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    const query = request.query as { from?: string; to?: string };
    for (const bound of ['from', 'to'] as const) {
      if (query[bound] !== undefined && !isReportBound(query[bound])) {
        throw new HttpError(422, bound);
      }
    }
    let range: { from: Date; to: Date; timezone: string };
    try {
      range = resolveRange(query, new Date(), scope.timezone, REPORT_LIMITS);
    } catch {
      throw new HttpError(422, 'to');
    }
    const [totalRows, entries] = await Promise.all([
      sql.run<{ stage: string; count: number; value: string }>(pool, stageTotals(scope)),
      sql.run<{ stage: string; contacts: number }>(pool, stageEntries(scope, range)),
    ]);
    const totals = new Map(
      totalRows.map((r) => [r.stage, { count: r.count, value_cents: Number(r.value) }]),
    );
    const entered = new Map(entries.map((e) => [e.stage, e.contacts]));
    return pipelineReport(scope.stages, totals, entered, range);
  }),
);

/** src/modules/contacts/contacts.service.ts, create(). */
app.post(
  '/contacts',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    requirePremium(scope);
    const body = (request.body ?? {}) as NewContact & { stage?: string; owner_id?: string | null };
    const contact: NewContact = {
      ...body,
      first_name: trimmed(body.first_name, 'first_name', 100),
    };
    const stage =
      body.stage ?? (scope.stages.find((s) => s.kind === 'open') ?? scope.stages[0]).key;
    const requireStage = (stages: Stage[]) => {
      if (!stages.some((s) => s.key === stage)) throw new HttpError(422, 'stage');
    };
    requireStage(scope.stages);
    if (body.owner_id) {
      const [found] = await sql.run<{ ids: string[] }>(pool, membersAmong(scope, [body.owner_id]));
      if (found.ids.length !== 1) throw new HttpError(422, 'owner_id');
    }
    const [row] = await sql.run<KeyedContactRow>(
      pool,
      createContact(scope, contact, stage, body.owner_id),
    );
    // The stage passed the check above: only a concurrent removal of it leaves no row.
    if (!row) throw new HttpError(422, 'stage');
    return presentContact(presentation(scope), row, new Date());
  }),
);

/** src/modules/interactions/interactions.service.ts, log(). */
app.post(
  '/contacts/:id/interactions',
  route(async (request, sql) => {
    const { scope } = await identify(request, sql);
    requirePremium(scope);
    const { id } = request.params as { id: string };
    // @IdParam('Contact'): a malformed id is the same 404 as an unknown one.
    if (!UUID.test(id)) throw new HttpError(404, 'Contact not found');
    const body = (request.body ?? {}) as {
      type?: unknown;
      summary?: unknown;
      occurred_at?: unknown;
    };
    if (typeof body.type !== 'string' || !INTERACTION_TYPES.includes(body.type)) {
      throw new HttpError(422, 'type');
    }
    const summary = trimmed(body.summary, 'summary', 5000);
    let occurredAt: Date | undefined;
    if (body.occurred_at !== undefined) {
      // @IsUtcDateTime(): ISO 8601, no offset = UTC.
      if (typeof body.occurred_at !== 'string' || !isIsoDateTime(body.occurred_at)) {
        throw new HttpError(422, 'occurred_at');
      }
      occurredAt = asUtc(body.occurred_at);
      if (occurredAt.getTime() > Date.now() + FUTURE_SKEW_MS)
        throw new HttpError(422, 'occurred_at');
    }
    const type = body.type;
    const [row] = await sql.run(
      pool,
      logInteraction(scope, id, { type, summary, occurred_at: occurredAt }),
    );
    if (!row) throw new HttpError(404, 'Contact not found');
    return row;
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
