import { likePattern, SqlParams } from '../../database/sql.js';
import { type Statement, statement } from '../../database/statement.js';
import { type Keyed, timeKeyset } from '../../database/keyset.js';

/** A workspace as the app owner's companies list shows it, before its tier is derived. */
export interface CompanyRow {
  id: string;
  name: string;
  is_premium: boolean;
  subscription_status: string | null;
  payment_customer_id: string | null;
  /** Real members (sample teammates not counted). */
  member_count: number;
  /** Real contacts (demo data not counted). */
  contact_count: number;
  created_at: Date;
}

/** The companies list's order: newest first. */
export const COMPANY_ORDER = timeKeyset('DESC', 'w.created_at', 'w.id');

/**
 * The companies listing is a cross-workspace report for the app owner: one query, real members
 * and real contacts counted by correlated subqueries on their workspace indexes.
 */
const COMPANY_SELECT = `
  SELECT w.id, w.name, w.is_premium, w.subscription_status, w.payment_customer_id, w.created_at,
         ${COMPANY_ORDER.select},
         (SELECT count(*) FROM users u WHERE u.workspace_id = w.id AND NOT u.is_demo)::int
           AS member_count,
         (SELECT count(*) FROM contacts c WHERE c.workspace_id = w.id AND NOT c.is_demo)::int
           AS contact_count
    FROM workspaces w`;

/** One page of every workspace, newest first; `name` matches part of the name, literally. */
export function companyPage(filter: {
  name?: string;
  /** The (created_at, id) the page starts after. */
  after: readonly string[] | null;
  limit: number;
}): Statement<Keyed<CompanyRow>> {
  const p = new SqlParams();
  const where: string[] = [];
  if (filter.name !== undefined) where.push(`w.name ILIKE ${p.add(likePattern(filter.name))}`);
  if (filter.after) where.push(COMPANY_ORDER.after(p, filter.after));
  const filtered = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  return statement(
    `${COMPANY_SELECT}${filtered}
        ${COMPANY_ORDER.orderBy}
        ${COMPANY_ORDER.limit(p, filter.limit)}`,
    p.values,
  );
}

export function companyById(workspaceId: string): Statement<Keyed<CompanyRow>> {
  return statement(`${COMPANY_SELECT} WHERE w.id = $1`, [workspaceId]);
}
