import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { contactScope, visibleOwner } from '../../database/visibility.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import type { CustomValue } from './custom-values.js';

/*
 * Finding contacts by e-mail as the upsert and the import match them (case folded), and the
 * advisory locks that make a match and the write after it one decision.
 */

/**
 * Serialises the upserts of one e-mail in a workspace until the transaction ends, so concurrent
 * upserts of a new e-mail create one contact. The key folds case as `contactsWithEmail` does. A
 * statement of its own, sent before the match: under READ COMMITTED a statement sees what was
 * committed when it started, so a match read by the statement that waited for the lock would
 * miss the contact the previous holder created.
 */
export function lockContactEmail(scope: TenantScope, email: string): Statement {
  const p = new SqlParams();
  return preparedStatement(
    'a lock: there is no plan to choose',
    `SELECT pg_advisory_xact_lock(${contactEmailLockKey(p.add(scope.workspace.id), p.add(email))})`,
    p.values,
  );
}

/** The advisory lock key of an e-mail in a workspace (SQL expressions in, a bigint out). */
function contactEmailLockKey(workspace: string, email: string): string {
  return `hashtextextended('contact-email:' || ${workspace}::text || ':' || lower(${email}::text), 0)`;
}

/**
 * `lockContactEmail` for many e-mails at once, taken in one order (folded, sorted), so two
 * batches sharing e-mails wait for each other rather than deadlock; a single upsert takes one
 * of the same locks.
 */
export function lockContactEmails(scope: TenantScope, emails: readonly string[]): Statement {
  const p = new SqlParams();
  const workspace = p.add(scope.workspace.id);
  return statement(
    `SELECT count(pg_advisory_xact_lock(${contactEmailLockKey(workspace, 's.email')}))
       FROM (SELECT DISTINCT lower(e) AS email FROM unnest(${p.add(emails)}::text[]) AS u(e)
              ORDER BY 1) s`,
    p.values,
  );
}

/**
 * Each of `emails` as given, folded as PostgreSQL folds it (`lower`, as the index and the locks
 * fold), with the ids of the contacts in scope (those the member sees) that have it whatever the
 * case, in id order (null for none): the caller keys its matches by the database's fold, never
 * by one of its own, which differs (a final sigma, a dotted capital I). The contacts are read
 * along `contacts_email_idx`. With `lock`, each match is locked until the transaction ends, in id
 * order (so two batches never deadlock), as the edit that follows would lock it: a delete under
 * way is waited for, and a contact it trashed is no match, where the edit found no row and the
 * batch lost the row.
 */
export function contactsWithEmails(
  scope: TenantScope,
  emails: readonly string[],
  lock: boolean,
): Statement<{ email: string; folded: string; ids: string[] | null }> {
  const p = new SqlParams();
  const given = p.add(emails);
  return statement(
    `SELECT u.e AS email, lower(u.e) AS folded, m.ids
        FROM unnest(${given}::text[]) AS u(e)
        LEFT JOIN (
          SELECT lower(x.email) AS folded, array_agg(x.id ORDER BY x.id)::text[] AS ids
            FROM (SELECT c.id, c.email FROM contacts c
                   WHERE ${contactScope(p, scope, 'c')}
                     AND lower(c.email) = ANY(SELECT lower(e) FROM unnest(${given}::text[]) AS g(e))
                   ${lock ? 'ORDER BY c.id FOR NO KEY UPDATE OF c' : ''}) x
           GROUP BY lower(x.email)) m ON m.folded = lower(u.e)`,
    p.values,
  );
}

/**
 * Which of `emails` (folded) only contacts the scope's member does not see have: none of theirs
 * matched, those are why an upsert or an import's row neither edits nor creates. None for a
 * member who sees every contact (who need not ask). Read along `contacts_email_idx`.
 */
export function unseenContactEmails(
  scope: TenantScope,
  emails: readonly string[],
): Statement<{ email: string }> {
  const p = new SqlParams();
  const seen = visibleOwner(p, scope, 'c.owner_id') ?? 'true';
  return statement(
    `SELECT DISTINCT lower(c.email) AS email FROM contacts c
      WHERE ${tenantScope(p, scope, 'c')} AND NOT coalesce(${seen}, false)
        AND lower(c.email) = ANY(SELECT lower(e) FROM unnest(${p.add(emails)}::text[]) AS u(e))`,
    p.values,
  );
}

/**
 * The contacts in scope (those the member sees) whose e-mail is `email` whatever the case, by id, at most `limit` of
 * them, each row carrying how many match in all. Read along `contacts_email_idx`. Each match is
 * locked until the transaction ends, as the edit that follows would lock it: a delete under way
 * is waited for, and a contact it trashed is no match (where the edit found no row, a 404). They
 * are locked in id order, as every write locks its contacts: taken as read (the index keeps equal
 * e-mails in the order their rows lie), they could wait on a bulk action holding the same ones.
 */
export function contactsWithEmail(
  scope: TenantScope,
  email: string,
  limit: number,
): Statement<{ id: string; matches: number }> {
  const p = new SqlParams();
  return preparedStatement(
    'the e-mail index, on all of its columns, whatever the values',
    `SELECT m.id, count(*) OVER ()::int AS matches
        FROM (SELECT c.id FROM contacts c
               WHERE ${contactScope(p, scope, 'c')} AND lower(c.email) = lower(${p.add(email)}::text)
               ORDER BY c.id FOR NO KEY UPDATE OF c) m
        ORDER BY m.id LIMIT ${p.add(limit)}`,
    p.values,
  );
}

/**
 * The stored custom values of the contacts `ids` in scope (an archived field's too, which count
 * toward their size), for a dry run to check the size limit its edits of matches would meet.
 */
export function storedCustomValues(
  scope: TenantScope,
  ids: readonly string[],
): Statement<{ id: string; custom: Record<string, CustomValue> }> {
  const p = new SqlParams();
  return statement(
    `SELECT c.id, c.custom FROM contacts c
        WHERE c.id = ANY(${p.add(ids)}::uuid[]) AND ${contactScope(p, scope, 'c')}`,
    p.values,
  );
}
