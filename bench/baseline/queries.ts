import {
  CONTACT_COLUMNS,
  contactSearchCondition,
  contactSearchPattern,
  insertContact as contactCreation,
  type NewContact as ContactCreation,
  stageEntries as stageEntriesStatement,
  stageTotals as stageTotalsStatement,
} from '../../src/modules/contacts/contacts.queries.js';
import { dormancyCutoff } from '../../src/modules/contacts/dormancy.js';
import { type AgendaWindow, agendaWindow } from '../../src/modules/followups/agenda.js';
import { agendaQuery } from '../../src/modules/followups/followups.queries.js';
import { resolveRange } from '../../src/modules/reports/report-range.js';
import { membersAmongSql } from '../../src/modules/workspaces/workspaces.queries.js';
import { SEARCH_TERM } from '../dataset.js';

/*
 * The SQL the service sends, statement for statement and byte for byte (whitespace included), for
 * the routes the baseline serves and for the EXPLAIN section of the report. Each statement names
 * the service code it mirrors; when that code changes, change it here too. The benchmark compares
 * the baseline's statement count with the service's (`x-sql-statements`) and flags a difference.
 * The SQL is copied, not imported: the baseline loads no service, controller or module. The pure
 * rules (dormancy, agenda window, report period, routing, membership, LIKE escaping), the contact
 * columns and the contact-creation statement come from the service's own framework-free modules.
 */

export interface Statement {
  text: string;
  values: readonly unknown[];
  /** Sent as a named, prepared statement, as the service does (src/database/db.ts). */
  prepared?: boolean | string;
}

import type { Stage } from '../../src/tenancy/stages.js';

export type { Stage };

/** The request's identity and workspace, as the lookup returns them. */
export interface Scope {
  userId: string;
  workspaceId: string;
  demo: boolean;
  dormancyDays: number;
  timezone: string;
  stages: Stage[];
}

/** src/core/auth/identity.service.ts, LOOKUP_SQL: every authenticated request starts with it. */
export const LOOKUP_SQL = `
  SELECT u.id AS user_id, u.email, u.role, u.workspace_id,
         w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
         w.timezone, w.stages, w.demo_seeded_at, w.created_at, w.updated_at
    FROM users u JOIN workspaces w ON w.id = u.workspace_id
   WHERE u.email = $1 AND NOT u.is_demo`;

/** src/modules/interactions/interactions.service.ts, COLUMNS. */
const INTERACTION_COLUMNS = `i.id, i.contact_id, i.type, i.summary, i.occurred_at, i.created_by, i.created_at`;

/** TypeORM's transaction control around `dataSource.transaction(...)`. */
export const START_TRANSACTION = 'START TRANSACTION';
export const COMMIT = 'COMMIT';
export const ROLLBACK = 'ROLLBACK';

/** src/modules/contacts/contacts.service.ts, list(): `?limit=` and `?q=` (first page). */
export function listContacts(scope: Scope, limit: number, q?: string): Statement {
  const values: unknown[] = [scope.workspaceId, scope.demo];
  const where = ['c.workspace_id = $1', 'c.is_demo = $2'];
  const search = q !== undefined && q.trim() !== '';
  if (search) {
    values.push(contactSearchPattern(q));
    where.push(contactSearchCondition(`$${values.length}`));
  }
  values.push(limit + 1);
  return {
    text: `SELECT ${CONTACT_COLUMNS}, c.created_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT $${values.length}`,
    values,
    prepared: !search,
  };
}

/** src/modules/contacts/contacts.service.ts, listDormant() (first page). */
export function listDormant(scope: Scope, limit: number, now: Date): Statement {
  return {
    text: `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.last_activity_at <= $3
        ORDER BY c.last_activity_at ASC, c.id ASC LIMIT $4`,
    values: [scope.workspaceId, scope.demo, dormancyCutoff(now, scope.dormancyDays), limit + 1],
    prepared: true,
  };
}

/** src/modules/contacts/contacts-query.service.ts, boardColumns(): count and value per stage. */
export function boardTotals(scope: Scope, ownerId?: string): Statement {
  return stageTotals(scope, ownerId);
}

/** src/modules/contacts/contacts-query.service.ts, boardColumns(): first cards of every stage. */
export function boardCards(scope: Scope, perStage: number, ownerId?: string): Statement {
  const { where, values } = boardWhere(scope, ownerId);
  values.push(scope.stages.map((s) => s.key));
  const stages = `$${values.length}`;
  values.push(perStage + 1);
  return {
    text: `SELECT col.* FROM unnest(${stages}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
          WHERE ${where} AND c.stage = s.key
          ORDER BY c.last_activity_at DESC, c.id DESC LIMIT $${values.length}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`,
    values,
    prepared: ownerId === undefined,
  };
}

function boardWhere(scope: Scope, ownerId?: string): { where: string; values: unknown[] } {
  const values: unknown[] = [scope.workspaceId, scope.demo];
  const where = ['c.workspace_id = $1', 'c.is_demo = $2'];
  if (ownerId !== undefined) {
    values.push(ownerId);
    where.push(`c.owner_id = $${values.length}`);
  }
  return { where: where.join(' AND '), values };
}

/**
 * src/modules/followups/agenda.service.ts, agenda(): open follow-ups, `limit` per bucket, built
 * by the service's own statement builder (src/modules/followups/followups.queries.ts).
 */
export function agendaFollowups(
  scope: Scope,
  window: AgendaWindow,
  limit: number,
  ownerId?: string,
): Statement {
  const statement = agendaQuery(
    { workspaceId: scope.workspaceId, demo: scope.demo, ownerId },
    window,
    limit,
  );
  return { ...statement, prepared: ownerId === undefined };
}

/** src/modules/contacts/contacts-query.service.ts, summaries(): the agenda's contact names. */
export function contactSummaries(scope: Scope, ids: readonly string[]): Statement {
  return {
    text: `SELECT id, first_name, last_name, company FROM contacts
        WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND is_demo = $3`,
    values: [[...new Set(ids)], scope.workspaceId, scope.demo],
  };
}

/** src/modules/workspaces/workspaces.service.ts, membersAmong() (an explicit owner's check). */
export function membersAmong(scope: Scope, ids: readonly string[]): Statement {
  return {
    text: `SELECT ${membersAmongSql('$1::uuid[]', '$2', '$3')} AS ids`,
    values: [ids, scope.workspaceId, scope.demo],
  };
}

/** The contact fields of a `POST /contacts` body (stage and owner are passed on their own). */
export type NewContact = Omit<
  ContactCreation,
  'workspaceId' | 'demo' | 'creatorId' | 'stage' | 'ownerId'
>;

/**
 * src/modules/contacts/contacts.service.ts, create(): the service's own statement builder
 * (src/modules/contacts/contact-creation.ts): settings held and checked, the routing turn (when
 * `ownerId` is undefined), the contact and its entry stage move, in one statement.
 */
export function createContact(
  scope: Scope,
  body: NewContact,
  stage: string,
  ownerId: string | null | undefined,
): Statement {
  const creation = contactCreation({
    workspaceId: scope.workspaceId,
    demo: scope.demo,
    creatorId: scope.userId,
    stage,
    ownerId,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    phone: body.phone,
    company: body.company,
    title: body.title,
    value_cents: body.value_cents,
    tags: body.tags,
  });
  return { ...creation, prepared: true };
}

/**
 * src/modules/interactions/interactions.service.ts, log(): the activity bump
 * (src/modules/contacts/contact-activity.ts) and the interaction, in one statement.
 */
export function logInteraction(
  scope: Scope,
  contactId: string,
  body: { type: string; summary: string; occurred_at?: Date },
): Statement {
  return {
    text: `WITH touched AS (UPDATE contacts SET last_activity_at = now()
           WHERE id = $1 AND workspace_id = $2
             AND is_demo = $3
       RETURNING id, owner_id)
       INSERT INTO interactions AS i (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by)
       SELECT $4, $5, touched.id, $6,
              $7, COALESCE($8::timestamptz, now()),
              $9
         FROM touched
       RETURNING ${INTERACTION_COLUMNS}`,
    values: [
      contactId,
      scope.workspaceId,
      scope.demo,
      scope.workspaceId,
      scope.demo,
      body.type,
      body.summary,
      body.occurred_at ?? null,
      scope.userId,
    ],
    prepared: true,
  };
}

/** src/modules/contacts/contacts-query.service.ts, stageTotals(): the pipeline report's "now". */
export function stageTotals(scope: Scope, ownerId?: string): Statement {
  return stageTotalsStatement({ workspace: { id: scope.workspaceId }, demo: scope.demo }, ownerId);
}

/** src/modules/contacts/contacts-query.service.ts, stageEntries(): entries in the period. */
export function stageEntries(scope: Scope, range: { from: Date; to: Date }): Statement {
  return stageEntriesStatement({ workspace: { id: scope.workspaceId }, demo: scope.demo }, range);
}

/** src/modules/pipeline/dto/board.query.ts, BOARD_DEFAULT_PER_STAGE and BOARD_MAX_PER_STAGE. */
export const BOARD_PER_STAGE = 20;
export const BOARD_MAX_PER_STAGE = 100;
/** src/modules/followups/followups.rules.ts: defaults and maxima of the agenda's `days` and `limit`. */
export const AGENDA_DAYS = 7;
export const AGENDA_MAX_DAYS = 90;
export const AGENDA_LIMIT = 50;
export const AGENDA_MAX_LIMIT = 200;
/** src/modules/reports/reports.rules.ts, REPORT_LIMITS. */
export const REPORT_LIMITS = { defaultDays: 30, maxDays: 366 };

export interface ExplainedQuery {
  name: string;
  /** The scenario of the route that sends it (a missing route is reported as such). */
  scenario: string;
  statement?: (scope: Scope) => Statement;
  /** An index the plan must read: the one the route depends on to stay fast at scale. */
  index?: string;
}

/**
 * The read queries whose plans the report shows, run for the large workspace with the routes'
 * default parameters. An entry without a statement is a route whose SQL is not mirrored here yet.
 */
export const EXPLAINED_QUERIES: ExplainedQuery[] = [
  {
    name: 'dormant list',
    scenario: 'GET /contacts/dormant',
    statement: (scope) => listDormant(scope, 50, new Date()),
  },
  {
    name: 'contact search',
    scenario: `GET /contacts?q=${SEARCH_TERM}`,
    statement: (scope) => listContacts(scope, 50, SEARCH_TERM),
    // A rare term: walking the newest-first index instead filters ~20,000 contacts.
    index: 'contacts_search_trgm',
  },
  { name: 'board totals', scenario: 'GET /board', statement: (scope) => boardTotals(scope) },
  {
    name: 'board cards',
    scenario: 'GET /board',
    statement: (scope) => boardCards(scope, BOARD_PER_STAGE),
  },
  {
    name: 'agenda',
    scenario: 'GET /agenda',
    statement: (scope) =>
      agendaFollowups(scope, agendaWindow(new Date(), scope.timezone, AGENDA_DAYS), AGENDA_LIMIT),
  },
  {
    name: 'pipeline report totals',
    scenario: 'GET /reports/pipeline',
    statement: (scope) => stageTotals(scope),
  },
  {
    name: 'pipeline report entries',
    scenario: 'GET /reports/pipeline',
    statement: (scope) =>
      stageEntries(scope, resolveRange({}, new Date(), scope.timezone, REPORT_LIMITS)),
    index: 'stage_moves_report_idx',
  },
];
