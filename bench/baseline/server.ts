// Over 400 lines as one file: every route the bench measures, each beside the others it mirrors.
import Fastify, { type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { installResponseHeaders } from '../../src/core/http/response-headers.js';
import { asUtc, isIsoDateTime } from '../../src/core/http/utc.js';
import { Db } from '../../src/database/db.js';
import {
  BOARD_DEFAULT_PER_STAGE,
  BOARD_MAX_PER_STAGE,
} from '../../src/modules/board/board.rules.js';
import { contactPresenter, presentContact } from '../../src/modules/contacts/contact-presenter.js';
import { boardCards, COLUMN_ORDER } from '../../src/modules/board/board.queries.js';
import { contactCount } from '../../src/modules/contacts/query/contact-conditions.queries.js';
import {
  contactSummaries,
  stageTotals,
} from '../../src/modules/contacts/contact-lookups.queries.js';
import {
  insertContact,
  type NewContact,
} from '../../src/modules/contacts/contact-inserts.queries.js';
import { type ContactRow } from '../../src/modules/contacts/contact-columns.js';
import { requirePipeline } from '../../src/modules/contacts/contacts.rules.js';
import { stageHead, stageTotalsOf } from '../../src/modules/contacts/stage-totals.js';
import type { Keyed } from '../../src/database/keyset.js';
import { stageEntries } from '../../src/modules/reports/reports.queries.js';
import { allOf } from '../../src/modules/contacts/query/contact-query.tree.js';
import { agendaWindow } from '../../src/modules/followups/agenda.js';
import { agendaResponse } from '../../src/modules/followups/agenda-response.js';
import { agendaQuery } from '../../src/modules/followups/agenda.queries.js';
import {
  AGENDA_DEFAULT_DAYS,
  AGENDA_DEFAULT_LIMIT,
  AGENDA_MAX_DAYS,
  AGENDA_MAX_LIMIT,
  ME,
} from '../../src/modules/followups/followups.rules.js';
import { databaseProbe } from '../../src/modules/health/health.queries.js';
import { insertInteraction } from '../../src/modules/interactions/interactions.queries.js';
import {
  FUTURE_SKEW_MS,
  INTERACTION_TYPES,
  type InteractionType,
  SUMMARY_MAX_LENGTH,
} from '../../src/modules/interactions/interactions.rules.js';
import { pipelineReport } from '../../src/modules/reports/pipeline-report.js';
import { isReportBound, resolveRange } from '../../src/modules/reports/report-range.js';
import { REPORT_LIMITS } from '../../src/modules/reports/reports.rules.js';
import { heldWorkspace, memberIdsAmong } from '../../src/modules/workspaces/workspaces.queries.js';
import { CustomFieldCatalog } from '../../src/tenancy/custom-field-catalog.js';
import { DEFAULT_PIPELINE_KEY, entryStage, stagesOfPipeline } from '../../src/tenancy/stages.js';
import { type IdentityRow, identityByEmail } from '../../src/tenancy/tenancy.queries.js';
import {
  contactQueryListPage,
  countFilter,
  dormantListPage,
  listQuery,
  searchQuery,
} from './contact-query.js';
import {
  HttpError,
  intParam,
  pageSize,
  requirePremium,
  requireStage,
  routesOn,
  trimmed,
  UUID,
  uuidParam,
} from './requests.js';
import { dealReportRoutes } from './deal-reports.js';
import { type Scope, scopeOf } from './scope.js';
import { CONTACT_FIELD_MAX_LENGTH } from '../../src/modules/contacts/contacts.rules.js';
import { presentMe } from '../../src/modules/me/me.presenter.js';
import { resolvedIdentity } from '../../src/tenancy/identity.js';

/*
 * The baseline: bare Fastify and a `pg` pool of the service's size, answering the same bodies as
 * the service without Nest's request pipeline (router, guards, pipes, interceptors), the ORM or a
 * validation library. The gap between it and the service is what those layers cost. It holds no SQL of its own: each route
 * builds the statements the service's code path builds, with the service's `*.queries.ts`
 * builders, and sends them through the service's door (`Db`), so their text, their values,
 * whether they are prepared and how many a request sends are the service's by construction.
 * Limits and rules come from the service's `*.rules.ts`, and rows become JSON through its
 * presenters. Each route names the service code it follows; when that code path changes (another
 * statement, another order), change the route too: the benchmark's probe flags a statement count
 * that differs. Only what the scenarios send is validated; routes it does not serve answer 404.
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

const route = routesOn(pool);

/** The workspaces' custom field definitions, read when a workspace's version is new to it. */
const customFields = new CustomFieldCatalog(new Db(pool, { logQuery: () => undefined }));

/**
 * The user behind the development token and their scope, as the service's AuthGuard finds them:
 * the identity lookup, then the workspace's custom field definitions (no statement unless their
 * version is new to this process).
 */
async function identify(
  request: FastifyRequest,
  db: Db,
): Promise<{ row: IdentityRow; scope: Scope }> {
  const match = /^Bearer\s+dev:(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new HttpError(401, 'Expected a development token');
  const row = await db.oneOrNone(identityByEmail(match[1].toLowerCase()));
  if (!row) throw new HttpError(401, 'Unknown user');
  const scope = scopeOf(row, request.id);
  await customFields.attach(scope.workspace, db);
  return { row, scope };
}

/** Readiness for the harness: the service's database probe answers. */
app.get(
  '/health',
  route(async (_request, db) => {
    await db.rows(databaseProbe());
    return { status: 'ok' };
  }),
);

/** src/modules/me/me.service.ts, signIn() (a premium workspace: nothing to seed). */
app.get(
  '/me',
  route(async (request, db) => {
    const { row, scope } = await identify(request, db);
    const { user, workspace } = resolvedIdentity(row);
    return presentMe(user, workspace, scope.demo);
  }),
);

/** A query string's parameters, as Fastify parses them. */
const paramsOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** A cursor parameter, when given. */
const cursorOf = (source: Record<string, unknown>) =>
  typeof source.cursor === 'string' ? source.cursor : undefined;

/** src/modules/contacts/query/contact-query.service.ts, list(). */
app.get(
  '/contacts',
  route(async (request, db) => {
    const { scope } = await identify(request, db);
    const params = paramsOf(request);
    const limit = pageSize(params);
    const now = new Date();
    const query = listQuery(scope, params, now);
    return contactQueryListPage(db, scope, query, { limit, cursor: cursorOf(params) }, now);
  }),
);

/** src/modules/contacts/query/contact-query.service.ts, count(). */
app.get(
  '/contacts/count',
  route(async (request, db) => {
    const { scope } = await identify(request, db);
    return db.one(contactCount(scope, countFilter(scope, paramsOf(request), new Date())));
  }),
);

/** src/modules/contacts/query/contact-query.service.ts, search() (a read: no premium check). */
app.post(
  '/contacts/search',
  route(async (request, db) => {
    const { scope } = await identify(request, db);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const limit = pageSize(body);
    const now = new Date();
    const query = searchQuery(scope, body, now);
    return contactQueryListPage(db, scope, query, { limit, cursor: cursorOf(body) }, now);
  }),
);

/** src/modules/contacts/query/contact-query.service.ts, dormant() (first page). */
app.get(
  '/contacts/dormant',
  route(async (request, db) => {
    const { scope } = await identify(request, db);
    const limit = pageSize(request.query);
    const now = new Date();
    return dormantListPage(db, scope, limit, now);
  }),
);

/**
 * src/modules/board/board.service.ts, board() and its columns(): the stage totals
 * (ContactReadsService.stageTotals()), then the first cards.
 */
app.get(
  '/board',
  route(async (request, db) => {
    const { scope } = await identify(request, db);
    const perStage = intParam(
      request.query,
      'per_stage',
      BOARD_DEFAULT_PER_STAGE,
      BOARD_MAX_PER_STAGE,
    );
    const ownerId = uuidParam(request.query, 'owner_id');
    const pipeline = (request.query as { pipeline?: string }).pipeline ?? DEFAULT_PIPELINE_KEY;
    requirePipeline(scope.workspace, pipeline);
    const now = new Date();
    const stages = stagesOfPipeline(scope.workspace.stages, pipeline);
    const totals = stageTotalsOf(
      await db.rows(stageTotals(scope, ownerId)),
      scope.workspace.stages,
    );
    const cards = await db.rows(
      boardCards(scope, { stages: stages.map((s) => s.key), perStage, ownerId, where: allOf() }),
    );
    const byStage = new Map<string, Keyed<ContactRow>[]>();
    for (const row of cards) {
      const rows = byStage.get(row.stage);
      if (rows) rows.push(row);
      else byStage.set(row.stage, [row]);
    }
    const present = contactPresenter(scope, now);
    return {
      pipeline,
      stages: stages.map((stage) => {
        const total = totals.get(stage.key);
        const column = COLUMN_ORDER.page(byStage.get(stage.key) ?? [], perStage, present);
        return {
          ...stageHead(stage, total),
          contacts: column.items,
          next_cursor: column.next_cursor,
        };
      }),
    };
  }),
);

/**
 * src/modules/followups/agenda.service.ts, agenda(): the follow-ups, then the names of their
 * contacts (ContactReadsService.summaries(), none asked for an empty agenda).
 */
app.get(
  '/agenda',
  route(async (request, db) => {
    const { scope } = await identify(request, db);
    const days = intParam(request.query, 'days', AGENDA_DEFAULT_DAYS, AGENDA_MAX_DAYS);
    const limit = intParam(request.query, 'limit', AGENDA_DEFAULT_LIMIT, AGENDA_MAX_LIMIT);
    const owner = (request.query as { owner_id?: string }).owner_id;
    const ownerId = owner === ME ? scope.userId : uuidParam(request.query, 'owner_id');
    const window = agendaWindow(new Date(), scope.workspace.timezone, days);
    const rows = await db.rows(
      agendaQuery({ workspaceId: scope.workspace.id, demo: scope.demo, ownerId }, window, limit),
    );
    const ids = rows.map((r) => r.contact_id);
    const contacts =
      ids.length === 0
        ? new Map()
        : new Map((await db.rows(contactSummaries(scope, ids))).map((c) => [c.id, c]));
    return agendaResponse(rows, contacts, window);
  }),
);

/** src/modules/reports/reports.service.ts, pipeline(): both aggregates at once, as the service. */
app.get(
  '/reports/pipeline',
  route(async (request, db) => {
    const { scope } = await identify(request, db);
    const query = request.query as { from?: string; to?: string };
    for (const bound of ['from', 'to'] as const) {
      if (query[bound] !== undefined && !isReportBound(query[bound])) {
        throw new HttpError(422, bound);
      }
    }
    let range: ReturnType<typeof resolveRange>;
    try {
      range = resolveRange(query, new Date(), scope.workspace.timezone, REPORT_LIMITS);
    } catch {
      throw new HttpError(422, 'to');
    }
    const [totalRows, entries] = await Promise.all([
      db.rows(stageTotals(scope)),
      db.rows(stageEntries(scope, range, scope.workspace.stages)),
    ]);
    const totals = stageTotalsOf(totalRows, scope.workspace.stages);
    const entered = new Map(entries.map((e) => [e.stage, e.contacts]));
    const stages = stagesOfPipeline(scope.workspace.stages, DEFAULT_PIPELINE_KEY);
    return pipelineReport(DEFAULT_PIPELINE_KEY, stages, totals, entered, range);
  }),
);

dealReportRoutes(app, route, identify);

/** A `POST /contacts` body: the contact's fields, its stage and owner. */
type CreateContactBody = Partial<Omit<NewContact, 'first_name'>> & {
  first_name?: unknown;
  stage?: string;
  owner_id?: string | null;
};

/**
 * src/modules/contacts/contacts.service.ts, create(): an explicit owner's membership check
 * (WorkspacesService.isMember()), then the one statement that creates the contact; when a
 * concurrent settings change removed its stage, the settings as they are now.
 */
app.post(
  '/contacts',
  route(async (request, db) => {
    const { row: user, scope } = await identify(request, db);
    requirePremium(scope);
    const body = (request.body ?? {}) as CreateContactBody;
    const firstName = trimmed(body.first_name, 'first_name', CONTACT_FIELD_MAX_LENGTH.first_name);
    const stage = body.stage ?? entryStage(scope.workspace.stages).key;
    requireStage(scope.workspace.stages, stage);
    if (body.owner_id) {
      const members = await db.one(memberIdsAmong(scope, [body.owner_id]));
      if (members.ids.length !== 1) throw new HttpError(422, 'owner_id');
    }
    const row = await db.oneOrNone(
      // The body's fields as they come, as the service passes its DTO on.
      insertContact({
        ...body,
        workspaceId: scope.workspace.id,
        demo: scope.demo,
        origin: {
          request_id: request.id,
          actor: { type: 'user', user_id: user.user_id, api_key_id: null },
        },
        region: scope.workspace.default_region,
        creatorId: user.user_id,
        stage,
        ownerId: body.owner_id,
        first_name: firstName,
      }),
    );
    if (!row) {
      const current = await db.oneOrNone(heldWorkspace(scope.workspace.id));
      if (!current) throw new HttpError(404, 'Workspace not found');
      requireStage(current.stages, stage);
      throw new Error(`contact not created though stage '${stage}' exists`);
    }
    return presentContact(scope, row, new Date());
  }),
);

/** src/modules/interactions/interactions.service.ts, log(). */
app.post(
  '/contacts/:id/interactions',
  route(async (request, db) => {
    const { row: user, scope } = await identify(request, db);
    requirePremium(scope);
    const { id } = request.params as { id: string };
    // @IdParam('Contact'): a malformed id is the same 404 as an unknown one.
    if (!UUID.test(id)) throw new HttpError(404, 'Contact not found');
    const body = (request.body ?? {}) as {
      type?: unknown;
      summary?: unknown;
      occurred_at?: unknown;
    };
    const type = body.type as InteractionType;
    if (!INTERACTION_TYPES.includes(type)) throw new HttpError(422, 'type');
    const summary = trimmed(body.summary, 'summary', SUMMARY_MAX_LENGTH);
    let occurredAt: Date | null = null;
    if (body.occurred_at !== undefined) {
      // @IsUtcDateTime(): ISO 8601, no offset = UTC.
      if (typeof body.occurred_at !== 'string' || !isIsoDateTime(body.occurred_at)) {
        throw new HttpError(422, 'occurred_at');
      }
      occurredAt = asUtc(body.occurred_at);
      if (occurredAt.getTime() > Date.now() + FUTURE_SKEW_MS) {
        throw new HttpError(422, 'occurred_at');
      }
    }
    const row = await db.oneOrNone(
      insertInteraction(scope, {
        contactId: id,
        type,
        summary,
        occurredAt,
        createdBy: user.user_id,
      }),
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
