import { type Keyed, timeKeyset } from '../database/keyset.js';
import { isoUtc, SqlParams, type TenantScope, tenantScope } from '../database/sql.js';
import { type Statement, statement } from '../database/statement.js';
import { type JobStatus, UNFINISHED_STATUSES } from './job-status.js';
import type { Checkpoint, ClaimedJobRow, TrackedJobView, TrackedTable } from './tracked-table.js';

/*
 * The statements of every tracked job's lifecycle, written from its table's declaration
 * (`trackedTable`): the same SQL for an import, a bulk operation and any later job.
 */

/** The states a job can still leave, as SQL. */
const UNFINISHED = `(${UNFINISHED_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** Names are the features' constants, never input; a guard all the same, as they reach SQL. */
function name(identifier: string): string {
  if (!/^[a-z_]+$/.test(identifier)) throw new Error(`not a column or table name: ${identifier}`);
  return identifier;
}

function shownColumns(table: TrackedTable, extra: readonly string[] = []): string {
  const own = [...table.shown, ...extra].map((c) => `j.${name(c)}`);
  return [
    'j.id',
    'j.status',
    ...own,
    'j.processed',
    'j.error',
    `${isoUtc('j.created_at')} AS created_at`,
    `${isoUtc('j.started_at')} AS started_at`,
    `${isoUtc('j.finished_at')} AS finished_at`,
  ].join(', ');
}

/**
 * Whose jobs `userId` sees in `scope`: their own only when their view of the workspace's contacts
 * is restricted (`member_visibility`), since a job's counts and filter tell of contacts they do
 * not see; null (every job) otherwise.
 */
export function jobsStartedBy(scope: TenantScope, userId: string): string | null {
  return scope.visibility ? userId : null;
}

/** The scope's jobs, only those `startedBy` started when it is not null. */
function jobScope(p: SqlParams, scope: TenantScope, startedBy: string | null): string {
  const tenant = tenantScope(p, scope, 'j');
  return startedBy === null ? tenant : `${tenant} AND j.created_by = ${p.add(startedBy)}`;
}

/** One job, with its detail; no row when not in scope (or not started by `startedBy`). */
export function jobById<S, C, D>(
  table: TrackedTable<S, C, D>,
  scope: TenantScope,
  id: string,
  startedBy: string | null = null,
): Statement<TrackedJobView & S & D> {
  const p = new SqlParams();
  return statement(
    `SELECT ${shownColumns(table, table.detail)} FROM ${name(table.name)} j
        WHERE j.id = ${p.add(id)} AND ${jobScope(p, scope, startedBy)}`,
    p.values,
  );
}

/** Every list of jobs is newest first. */
export const JOB_ORDER = timeKeyset('DESC', 'j.created_at', 'j.id');

/** A page of jobs, newest first, without their detail (only `startedBy`'s when given). */
export function jobPage<S, C, D>(
  table: TrackedTable<S, C, D>,
  scope: TenantScope,
  page: { after: readonly string[] | null; limit: number; startedBy?: string | null },
): Statement<Keyed<TrackedJobView & S>> {
  const p = new SqlParams();
  const where = [jobScope(p, scope, page.startedBy ?? null)];
  if (page.after) where.push(JOB_ORDER.after(p, page.after));
  return statement(
    `SELECT ${shownColumns(table)}, ${JOB_ORDER.select} FROM ${name(table.name)} j
        WHERE ${where.join(' AND ')}
        ${JOB_ORDER.orderBy} ${JOB_ORDER.limit(p, page.limit)}`,
    p.values,
  );
}

/**
 * A CTE `turn` holding the job's turn until the transaction ends (`key`: the SQL of a text
 * parameter, `turnKey`). A batch takes it before the job's row (`lockRunningJob`), and so does
 * whatever ends the job from outside its worker (`cancelJob`, `failUnfinishedJob`). PostgreSQL
 * hands a lock over in the order it was asked for, at the commit that releases it, so an end that
 * waited for a batch goes before the worker's next batch. The row lock alone does not promise
 * that: the batch's checkpoint writes a new version of the row, which the waiting end must then
 * lock anew, and the next batch, started after the commit, could lock it first.
 */
function takingTurn(key: string): string {
  return `turn AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0)))`;
}

/** The text the advisory key of a job's turn is hashed from. */
function turnKey(table: TrackedTable, id: string): string {
  return `${name(table.name)}:${id}`;
}

/**
 * An update that ends jobs (`set`, `where` over alias `j`), emptying their working data and
 * deleting the rows they own; answers the ids of the jobs it ended, with the columns `returned`.
 * With `turn` (the SQL of the job's `turnKey`) it takes the job's turn first.
 */
function ending(
  table: TrackedTable,
  set: string,
  where: string,
  turn?: string,
  returned: readonly string[] = [],
): string {
  const cleared = (table.clearedOnEnd ?? []).map((c) => `${name(c)} = NULL, `).join('');
  const columns = ['id', ...returned.map(name)];
  const owned = table.owns ? [name(table.owns.column)] : [];
  const update = `UPDATE ${name(table.name)} j SET ${set}, finished_at = now(), ${cleared}updated_at = now()
          ${turn ? 'FROM turn ' : ''}WHERE ${where} RETURNING ${[...columns, ...owned].map((c) => `j.${c}`).join(', ')}`;
  const turnFirst = turn ? [takingTurn(turn)] : [];
  if (!table.owns) return withCtes(turnFirst, update);
  // The owned row's dependants go by cascade; the job's column is set null by its foreign key.
  return withCtes(
    [
      ...turnFirst,
      `ended AS (${update})`,
      `deleted AS (DELETE FROM ${name(table.owns.table)} f USING ended
                        WHERE f.id = ended.${name(table.owns.column)})`,
    ],
    `SELECT ${columns.join(', ')} FROM ended`,
  );
}

/** `body` after a WITH of `ctes`, or alone when there are none. */
function withCtes(ctes: readonly string[], body: string): string {
  return ctes.length ? `WITH ${ctes.join(',\n          ')}\n     ${body}` : body;
}

/**
 * Cancels a job that is not over; no row when it is over or not in scope. A batch being applied
 * holds the job's turn (`lockRunningJob`), so this waits for it and the batch counts; the worker
 * sees the cancel before its next batch.
 */
export function cancelJob(
  table: TrackedTable,
  scope: TenantScope,
  id: string,
  startedBy: string | null = null,
): Statement<{ id: string }> {
  const p = new SqlParams();
  const where = `j.id = ${p.add(id)} AND ${jobScope(p, scope, startedBy)} AND j.status IN ${UNFINISHED}`;
  const turn = p.add(turnKey(table, id));
  return statement(ending(table, `status = 'cancelled'`, where, turn), p.values);
}

/**
 * The member who starts a job, share-locked until the transaction recording it ends; no row when
 * they are no longer one. A member's removal locks them before it looks for their jobs
 * (`unfinishedJobsStartedBy`), so a job recorded meanwhile waits for it and finds them gone, or
 * it waits for that job and then ends it with the others.
 */
export function holdJobAuthor(scope: TenantScope, authorId: string): Statement<{ id: string }> {
  return statement(
    `SELECT id FROM users WHERE id = $1 AND workspace_id = $2 AND NOT is_demo FOR SHARE`,
    [authorId, scope.workspace.id],
  );
}

/**
 * Takes the job's turn until the transaction ends, without its row: a member's removal takes the
 * turns of the jobs it will cancel before it locks their author's contacts, as a batch takes its
 * turn before the contacts it changes, and writes the jobs (`cancelJob`) only after the contacts.
 */
export function takeJobTurn(table: TrackedTable, id: string): Statement {
  return statement(`WITH ${takingTurn('$1')} SELECT 1 FROM turn`, [turnKey(table, id)]);
}

/** The ids of the jobs `authorId` started in the scope that have not ended, oldest first. */
export function unfinishedJobsStartedBy(
  table: TrackedTable,
  scope: TenantScope,
  authorId: string,
): Statement<{ id: string }> {
  const p = new SqlParams();
  return statement(
    `SELECT j.id FROM ${name(table.name)} j
        WHERE ${jobScope(p, scope, authorId)} AND j.status IN ${UNFINISHED}
        ORDER BY j.created_at, j.id`,
    p.values,
  );
}

/** Hands the jobs `authorId` started in the scope that have not ended to `heirId`. */
export function handOverUnfinishedJobs(
  table: TrackedTable,
  scope: TenantScope,
  authorId: string,
  heirId: string,
): Statement {
  const p = new SqlParams();
  return statement(
    `UPDATE ${name(table.name)} j SET created_by = ${p.add(heirId)}
        WHERE ${jobScope(p, scope, authorId)} AND j.status IN ${UNFINISHED}`,
    p.values,
  );
}

// The worker's statements: it knows the job by its id, taken from its own queued job.

/** Marks a job running (once more, when resumed); no row when it is over. */
export function claimJob<S, C, D>(
  table: TrackedTable<S, C, D>,
  id: string,
): Statement<ClaimedJobRow & C> {
  const own = table.claimed.map((c) => `, ${name(c)}`).join('');
  return statement(
    `UPDATE ${name(table.name)} SET status = 'running', started_at = COALESCE(started_at, now()),
            updated_at = now()
        WHERE id = $1 AND status IN ${UNFINISHED}
        RETURNING id, workspace_id, is_demo, created_by, origin, processed${own}`,
    [id],
  );
}

/**
 * The job's turn, held until the batch's transaction ends, and its row when it is still running
 * from `processed`, with how many items each of its lists holds: no row when it was cancelled or
 * another worker has counted past it. The row is read under a key share lock, which follows it to
 * its latest version once the turn is taken and holds off only its deletion: a write of its other
 * columns (an erasure scrubbing the operation that holds its contact) goes on while the batch
 * waits for that contact, where an update lock held from here deadlocked the two. Whatever ends
 * the job or moves its count takes the turn (`cancelJob`, `failUnfinishedJob`), or is caught by
 * the checkpoint (`checkpointJob`).
 */
export function lockRunningJob(
  table: TrackedTable,
  id: string,
  processed: number,
): Statement<{ kept: Record<string, number> }> {
  const kept = Object.keys(table.lists ?? {})
    .map((list) => `'${name(list)}', jsonb_array_length(j.${name(list)})`)
    .join(', ');
  return statement(
    `WITH ${takingTurn('$3')}
     SELECT jsonb_build_object(${kept}) AS kept FROM turn, ${name(table.name)} j
        WHERE j.id = $1 AND j.status = 'running' AND j.processed = $2 FOR KEY SHARE OF j`,
    [id, processed, turnKey(table, id)],
  );
}

/**
 * Advances the checkpoint by a batch, in the batch's transaction, when the job is still running
 * from `from` (the count `lockRunningJob` found); no row otherwise, and the batch is undone.
 */
export function checkpointJob(
  table: TrackedTable,
  id: string,
  from: number,
  batch: Checkpoint,
): Statement<{ id: string }> {
  const p = new SqlParams();
  const where = `id = ${p.add(id)} AND status = 'running' AND processed = ${p.add(from)}`;
  const set = [`processed = processed + ${p.add(batch.processed)}`];
  for (const count of table.counts) {
    set.push(`${name(count)} = ${name(count)} + ${p.add(batch.counts[count] ?? 0)}`);
  }
  for (const list of Object.keys(table.lists ?? {})) {
    set.push(
      `${name(list)} = ${name(list)} || ${p.add(JSON.stringify(batch.lists[list] ?? []))}::jsonb`,
    );
  }
  return statement(
    `UPDATE ${name(table.name)} SET ${set.join(', ')}, updated_at = now() WHERE ${where} RETURNING id`,
    p.values,
  );
}

/**
 * Ends a running job; no row when it was over already. With `counted` (a run that applied every
 * batch, up to that count), only while its count is still that: another worker that started it
 * over since (a dry run's restart) goes on with it, and its counts are not ended half made.
 */
export function finishJob(
  table: TrackedTable,
  id: string,
  status: Extract<JobStatus, 'succeeded' | 'failed'>,
  error: string | null,
  counted?: number,
): Statement<{ id: string }> {
  const p = new SqlParams();
  const where = [`j.id = ${p.add(id)}`, `j.status = 'running'`];
  const set = `status = ${p.add(status)}, error = ${p.add(error)}`;
  if (counted !== undefined) where.push(`j.processed = ${p.add(counted)}`);
  return statement(ending(table, set, where.join(' AND ')), p.values);
}

/**
 * Fails a job that is not over, whatever its checkpoint: its queued job used up its retries.
 * Waits for a batch being applied (it holds the job's turn), which then counts; no row when it
 * was over. Answers what its end is announced with.
 */
export function failUnfinishedJob(
  table: TrackedTable,
  id: string,
  error: string,
): Statement<Pick<ClaimedJobRow, 'id' | 'workspace_id' | 'is_demo' | 'origin'>> {
  return statement(
    ending(
      table,
      `status = 'failed', error = $2`,
      `j.id = $1 AND j.status IN ${UNFINISHED}`,
      '$3',
      ['workspace_id', 'is_demo', 'origin'],
    ),
    [id, error, turnKey(table, id)],
  );
}
