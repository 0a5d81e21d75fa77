import { type Keyed, timeKeyset } from '../../database/keyset.js';
import { SqlParams, type TenantScope } from '../../database/sql.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import {
  CONTACT_COLUMNS,
  CONTACTS_TABLE,
  type ContactRow,
  contactsOf,
} from '../contacts/contact-columns.js';

/** A board column: most recently active first. */
export const COLUMN_ORDER = timeKeyset('DESC', 'c.last_activity_at', 'c.id');

/**
 * The board's first cards: of each of `stages`, in that order, the `perStage` most recently
 * active contacts and one more (of one owner, with `ownerId`), one index scan per stage through LATERAL. Of
 * every owner the scans follow the stage index whatever the tenant; one owner's share of a stage
 * differs from tenant to tenant, so that read is planned for its values.
 */
export function boardCards(
  scope: TenantScope,
  board: { stages: readonly string[]; perStage: number; ownerId?: string },
): Statement<Keyed<ContactRow>> {
  const p = new SqlParams();
  const where = contactsOf(p, scope);
  if (board.ownerId !== undefined) where.push(`c.owner_id = ${p.add(board.ownerId)}`);
  const text = `SELECT col.* FROM unnest(${p.add(board.stages)}::text[]) WITH ORDINALITY AS s(key, ord)
       CROSS JOIN LATERAL (
         SELECT ${CONTACT_COLUMNS}, ${COLUMN_ORDER.select} FROM ${CONTACTS_TABLE}
          WHERE ${where.join(' AND ')} AND c.stage = s.key
          ${COLUMN_ORDER.orderBy} ${COLUMN_ORDER.limit(p, board.perStage)}
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
): Statement<Keyed<ContactRow>> {
  const p = new SqlParams();
  const where = [...contactsOf(p, scope), `c.stage = ${p.add(column.stage)}`];
  if (column.ownerId !== undefined) where.push(`c.owner_id = ${p.add(column.ownerId)}`);
  if (column.after) where.push(COLUMN_ORDER.after(p, column.after));
  const text = `SELECT ${CONTACT_COLUMNS}, ${COLUMN_ORDER.select} FROM ${CONTACTS_TABLE}
        WHERE ${where.join(' AND ')}
        ${COLUMN_ORDER.orderBy} ${COLUMN_ORDER.limit(p, column.limit)}`;
  return column.ownerId === undefined
    ? preparedStatement('the stage index whatever the tenant', text, p.values)
    : statement(text, p.values);
}
