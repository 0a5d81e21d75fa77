import { createHash } from 'node:crypto';
import { preparedStatement, statement, type Statement } from './statement.js';

/** How long an outcome is kept and replayed; afterwards the key is free for a new request. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** Whose key it is: keys of different callers never meet, even with the same text. */
export interface IdempotencyScope {
  workspaceId: string;
  /** The API key a request authenticated with, else its user. */
  callerId: string;
  key: string;
}

export interface StoredOutcome {
  fingerprint: string;
  method: string;
  path: string;
  status: number;
  body: string | null;
  content_type: string | null;
}

export interface OutcomeToStore {
  fingerprint: string;
  method: string;
  path: string;
  status: number;
  body: string | null;
  contentType: string | null;
}

const WINDOW = `now() - interval '${IDEMPOTENCY_WINDOW_HOURS} hours'`;

/**
 * What a stored key becomes when an erasure finds the person's e-mail or number in it (a client
 * may key a request by them): its digest, `sha256:` and the hex of its UTF-8's SHA-256, which a
 * lookup tries beside the key as sent, so a replay still finds its (erased) answer.
 */
export function idempotencyKeyDigest(key: string): string {
  return `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

/** `idempotencyKeyDigest` of the text column or expression `key`, in SQL. */
export function idempotencyKeyDigestSql(key: string): string {
  return `'sha256:' || encode(sha256(convert_to(${key}, 'UTF8')), 'hex')`;
}

/** Expired rows each insert clears along the way: enough to keep up, never a long statement. */
const EXPIRED_PER_INSERT = 20;

/**
 * Takes the key for the rest of the transaction, on every instance: answers false at once when
 * another transaction holds it (its request is still running). It guards the request's
 * transaction (`Db.requestTransaction`), sent in the round trip that opens it, which takes no
 * values: so the lock's id, the first 64 bits of a SHA-256 of the scope in the namespace
 * `idempotency:`, is computed here and written into the text as a number.
 */
export function tryLockIdempotencyKey(scope: IdempotencyScope): Statement<{ locked: boolean }> {
  const id = createHash('sha256')
    .update(`idempotency:${scope.workspaceId}:${scope.callerId}:${scope.key}`)
    .digest()
    .readBigInt64BE(0);
  return statement(`SELECT pg_try_advisory_xact_lock(${id}) AS locked`);
}

/**
 * The outcome stored under the key within the last 24 hours, or under its digest (an erasure's);
 * an expired one is no longer there. Sent after the lock in the round trip that opens the
 * request's transaction. Two primary-key lookups, the second read only when the first finds
 * nothing: as `key IN ($3, $4)` the planner read every key of the caller and filtered them (3 ms
 * a write at 2,700 keys: bench/README.md, "The open targets, 2026-12-06").
 */
export function findIdempotentOutcome(scope: IdempotencyScope): Statement<StoredOutcome> {
  const under = (key: string) => `(SELECT fingerprint, method, path, status, body, content_type
         FROM idempotency_keys
        WHERE workspace_id = $1 AND caller_id = $2 AND key = ${key} AND created_at > ${WINDOW})`;
  return preparedStatement(
    'two primary-key lookups',
    `${under('$3')} UNION ALL ${under('$4')} LIMIT 1`,
    [scope.workspaceId, scope.callerId, scope.key, idempotencyKeyDigest(scope.key)],
  );
}

/**
 * Stores the outcome under the key, taking over an expired row of the same key, and deletes a
 * few expired rows of anyone along the way (oldest first, by the created_at index; rows another
 * transaction is deleting are skipped), so no scheduler is needed to keep the table small. Sent
 * with the COMMIT (`Db.commitWith`).
 */
export function storeIdempotentOutcome(
  scope: IdempotencyScope,
  outcome: OutcomeToStore,
): Statement {
  return preparedStatement(
    'an insert by primary key; the cleanup reads the oldest rows of one index',
    `WITH expired AS (
       DELETE FROM idempotency_keys
        WHERE (workspace_id, caller_id, key) IN (
                SELECT workspace_id, caller_id, key FROM idempotency_keys
                 WHERE created_at <= ${WINDOW}
                   AND (workspace_id, caller_id, key) <> ($1, $2, $3)
                 ORDER BY created_at
                 LIMIT ${EXPIRED_PER_INSERT}
                   FOR UPDATE SKIP LOCKED)
     )
     INSERT INTO idempotency_keys
            (workspace_id, caller_id, key, fingerprint, method, path, status, body, content_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (workspace_id, caller_id, key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, method = EXCLUDED.method, path = EXCLUDED.path,
            status = EXCLUDED.status, body = EXCLUDED.body,
            content_type = EXCLUDED.content_type, created_at = now()
      WHERE idempotency_keys.created_at <= ${WINDOW}`,
    [
      scope.workspaceId,
      scope.callerId,
      scope.key,
      outcome.fingerprint,
      outcome.method,
      outcome.path,
      outcome.status,
      outcome.body,
      outcome.contentType,
    ],
  );
}
