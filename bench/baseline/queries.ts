import { SEARCH_TERM } from '../dataset.js';

/*
 * The SQL the service sends, statement for statement, for the routes the baseline serves and for
 * the EXPLAIN section of the report. Each statement names the service code it mirrors; when that
 * code changes, change it here too. The benchmark compares the baseline's statement count with
 * the service's (`x-sql-statements`) and flags a difference.
 */

export interface Statement {
  text: string;
  values: unknown[];
}

/** The request's identity and workspace, as the lookup returns them. */
export interface Scope {
  userId: string;
  workspaceId: string;
  demo: boolean;
  dormancyDays: number;
}

/** src/core/auth/identity.service.ts, LOOKUP_SQL: every authenticated request starts with it. */
export const LOOKUP_SQL = `
  SELECT u.id AS user_id, u.email, u.role, u.workspace_id,
         w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.dormancy_days,
         w.timezone, w.stages, w.demo_seeded_at, w.created_at, w.updated_at
    FROM users u JOIN workspaces w ON w.id = u.workspace_id
   WHERE u.email = $1 AND NOT u.is_demo`;

/** src/modules/contacts/contacts.service.ts, CONTACT_COLUMNS. */
const CONTACT_COLUMNS = `c.id, c.first_name, c.last_name, c.email, c.phone, c.company,
  c.title, c.stage, c.owner_id, c.value_cents, c.tags, c.last_activity_at, c.created_at,
  c.updated_at`;

/** TypeORM's transaction control around `dataSource.transaction(...)`. */
export const START_TRANSACTION = 'START TRANSACTION';
export const COMMIT = 'COMMIT';

/** src/modules/contacts/contacts.service.ts, list(): `?limit=` and `?q=` (first page). */
export function listContacts(scope: Scope, limit: number, q?: string): Statement {
  const values: unknown[] = [scope.workspaceId, scope.demo];
  const where = ['c.workspace_id = $1', 'c.is_demo = $2'];
  if (q !== undefined && q.trim() !== '') {
    values.push(likePattern(q.trim()));
    const pattern = `$${values.length}`;
    where.push(
      `(c.first_name ILIKE ${pattern} OR c.last_name ILIKE ${pattern} OR c.email ILIKE ${pattern} OR c.company ILIKE ${pattern})`,
    );
  }
  values.push(limit + 1);
  return {
    text: `SELECT ${CONTACT_COLUMNS}, c.created_at::text AS sort_at FROM contacts c
        WHERE ${where.join(' AND ')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT $${values.length}`,
    values,
  };
}

/** src/modules/contacts/contacts.service.ts, listDormant() (first page). */
export function listDormant(scope: Scope, limit: number, now: Date): Statement {
  return {
    text: `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM contacts c
        WHERE c.workspace_id = $1 AND c.is_demo = $2 AND c.last_activity_at <= $3
        ORDER BY c.last_activity_at ASC, c.id ASC LIMIT $4`,
    values: [scope.workspaceId, scope.demo, dormancyCutoff(now, scope.dormancyDays), limit + 1],
  };
}

/** src/modules/contacts/contacts.service.ts, create(): the contact, in its transaction. */
export function insertContact(
  scope: Scope,
  body: { first_name: string; last_name?: string; company?: string },
  stage: string,
): Statement {
  return {
    text: `INSERT INTO contacts AS c (workspace_id, is_demo, first_name, last_name, email, phone,
                company, title, stage, owner_id, value_cents, tags, last_activity_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
         RETURNING ${CONTACT_COLUMNS}`,
    values: [
      scope.workspaceId,
      scope.demo,
      body.first_name,
      body.last_name ?? null,
      null,
      null,
      body.company ?? null,
      null,
      stage,
      scope.userId,
      0,
      [],
    ],
  };
}

/** src/modules/contacts/contacts.service.ts, recordStageMove(): the creation's move. */
export function insertStageMove(
  scope: Scope,
  contactId: string,
  from: string | null,
  to: string,
): Statement {
  return {
    text: `INSERT INTO stage_moves (workspace_id, is_demo, contact_id, from_stage, to_stage, moved_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    values: [scope.workspaceId, scope.demo, contactId, from, to, scope.userId],
  };
}

export interface ExplainedQuery {
  name: string;
  /** The scenario of the route that sends it (a missing route is reported as such). */
  scenario: string;
  statement?: (scope: Scope) => Statement;
}

/**
 * The read queries whose plans the report shows, run for the large workspace. An entry without
 * a statement is a route whose SQL is not mirrored here yet.
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
  },
  { name: 'board', scenario: 'GET /board' },
  { name: 'agenda', scenario: 'GET /agenda' },
  { name: 'pipeline report', scenario: 'GET /reports/pipeline' },
];

/** src/core/http/sql.ts, likePattern(). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** src/modules/contacts/dormancy.ts, dormancyCutoff(). */
function dormancyCutoff(now: Date, thresholdDays: number): Date {
  return new Date(now.getTime() - thresholdDays * 86_400_000);
}
