import { SqlParams, type TenantScope } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import {
  CONTACT_COLUMNS,
  CONTACTS_TABLE,
  contactsOf,
  type KeyedContactRow,
} from '../contacts/contact-columns.js';

/**
 * The board's first cards: of each of `stages`, in that order, the `perStage + 1` most recently
 * active contacts (of one owner, with `ownerId`), one index scan per stage through LATERAL. Of
 * every owner the scans follow the stage index whatever the tenant; one owner's share of a stage
 * differs from tenant to tenant, so that read is planned for its values.
 */
export function boardCards(
  scope: TenantScope,
  board: { stages: readonly string[]; perStage: number; ownerId?: string },
): Statement<KeyedContactRow> {
  const p = new SqlParams();
  const where = contactsOf(p, scope);
  if (board.ownerId !== undefined) where.push(`c.owner_id = ${p.add(board.ownerId)}`);
  const text = `SELECT col.* FROM unnest(${p.add(board.stages)}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM ${CONTACTS_TABLE}
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(board.perStage + 1)}
       ) col
       ORDER BY s.ord, col.last_activity_at DESC, col.id DESC`;
  return board.ownerId === undefined
    ? preparedStatement('each column read along the stage index', text, p.values)
    : statement(text, p.values);
}

/**
 * One board column past its first cards: most recently active first, keyset-paginated; prepared
 * unless filtered by owner, as `boardCards`.
 */
export function stageContactPage(
  scope: TenantScope,
  column: {
    stage: string;
    ownerId?: string;
    /** The (last_activity_at, id) the page starts after. */
    after: readonly string[] | null;
    limit: number;
  },
): Statement<KeyedContactRow> {
  const p = new SqlParams();
  const where = [...contactsOf(p, scope), `c.stage = ${p.add(column.stage)}`];
  if (column.ownerId !== undefined) where.push(`c.owner_id = ${p.add(column.ownerId)}`);
  if (column.after)
    where.push(
      `(c.last_activity_at, c.id) < (${p.add(column.after[0])}::timestamptz, ${p.add(column.after[1])}::uuid)`,
    );
  const text = `SELECT ${CONTACT_COLUMNS}, c.last_activity_at::text AS sort_at FROM ${CONTACTS_TABLE}
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${p.add(column.limit + 1)}`;
  return column.ownerId === undefined
    ? preparedStatement('the stage index whatever the tenant', text, p.values)
    : statement(text, p.values);
}
