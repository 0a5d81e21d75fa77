import { createHash } from 'node:crypto';
import {
  integerLiteral,
  statement,
  textLiteral,
  uuidLiteral,
  type Statement,
} from './statement.js';

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
 * The outcome stored under the key within the last 24 hours; an expired one is no longer there.
 * The second guard of the request's transaction, after the lock, in the round trip that opens it:
 * so the scope is written into the text (`textLiteral`: the key as hex digits).
 */
export function findIdempotentOutcome(scope: IdempotencyScope): Statement<StoredOutcome> {
  return statement(
    `SELECT fingerprint, method, path, status, body, content_type
       FROM idempotency_keys
      WHERE workspace_id = ${uuidLiteral(scope.workspaceId)}
        AND caller_id = ${uuidLiteral(scope.callerId)}
        AND key = ${textLiteral(scope.key)}
        AND created_at > ${WINDOW}`,
  );
}

/**
 * Stores the outcome under the key, taking over an expired row of the same key, and deletes a
 * few expired rows of anyone along the way (oldest first, by the created_at index; rows another
 * transaction is deleting are skipped), so no scheduler is needed to keep the table small. The
 * request transaction's last statement, sent with its COMMIT (`Db.commitWith`), which takes no
 * values: so everything is written into the text, strings as hex digits (`textLiteral`).
 */
export function storeIdempotentOutcome(
  scope: IdempotencyScope,
  outcome: OutcomeToStore,
): Statement {
  const workspaceId = uuidLiteral(scope.workspaceId);
  const callerId = uuidLiteral(scope.callerId);
  const key = textLiteral(scope.key);
  return statement(
    `WITH expired AS (
       DELETE FROM idempotency_keys
        WHERE (workspace_id, caller_id, key) IN (
                SELECT workspace_id, caller_id, key FROM idempotency_keys
                 WHERE created_at <= ${WINDOW}
                   AND (workspace_id, caller_id, key) <> (${workspaceId}, ${callerId}, ${key})
                 ORDER BY created_at
                 LIMIT ${EXPIRED_PER_INSERT}
                   FOR UPDATE SKIP LOCKED)
     )
     INSERT INTO idempotency_keys
            (workspace_id, caller_id, key, fingerprint, method, path, status, body, content_type)
     VALUES (${workspaceId}, ${callerId}, ${key}, ${textLiteral(outcome.fingerprint)},
             ${textLiteral(outcome.method)}, ${textLiteral(outcome.path)},
             ${integerLiteral(outcome.status)}, ${textLiteral(outcome.body)},
             ${textLiteral(outcome.contentType)})
     ON CONFLICT (workspace_id, caller_id, key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, method = EXCLUDED.method, path = EXCLUDED.path,
            status = EXCLUDED.status, body = EXCLUDED.body,
            content_type = EXCLUDED.content_type, created_at = now()
      WHERE idempotency_keys.created_at <= ${WINDOW}`,
  );
}
