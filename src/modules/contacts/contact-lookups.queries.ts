import { SqlParams, type TenantScope, tenantScope } from '../../database/sql.js';
import { visibleOwner } from '../../database/visibility.js';
import { preparedStatement, type Statement, statement } from '../../database/statement.js';
import { CONTACTS_TABLE } from './contact-columns.js';
import { type OwnedFilter, ownedFilterConditions } from './query/contact-conditions.queries.js';

/*
 * What other modules ask of contacts, through ContactReadsService: the names of contacts their
 * records show, and how many contacts (and how much value) sit in each stage.
 */

/** What a list of other records shows of their contact. */
export interface ContactSummary {
  id: string;
  first_name: string;
  last_name: string | null;
  company: string | null;
}

/**
 * Names of many contacts in one statement. Not prepared: a generic plan, blind to the array's
 * length and the tenant's size, reads the workspace's whole newest-first index instead of the
 * primary key.
 */
export function contactSummaries(
  scope: TenantScope,
  ids: readonly string[],
): Statement<ContactSummary> {
  const p = new SqlParams();
  return statement(
    `SELECT id, first_name, last_name, company FROM contacts
        WHERE id = ANY(${p.add([...new Set(ids)])}::uuid[]) AND ${tenantScope(p, scope)}`,
    p.values,
  );
}

/**
 * The contacts of one stage in one currency: their number, total value, the value of those that
 * take their stage's probability, and value x own probability summed over the others (bigints, as
 * text). The weighted value follows with the stage's probability (stage-totals.ts).
 */
export interface StageTotalRow {
  stage: string;
  currency: string;
  count: number;
  value: string;
  stage_probability_value: string;
  own_probability_weighted: string;
  /** For a member who sees some owners: the contacts of the stage and currency of every owner. */
  everyone?: number;
}

/**
 * The sums of a StageTotalRow over the contacts aliased `c`, as the counters keep them (migration
 * StageTotalsByCurrency): for a read that counts the contacts themselves.
 */
export const STAGE_TOTAL_SUMS = `count(*)::int AS count, sum(c.value_cents)::text AS value,
       sum(CASE WHEN c.probability IS NULL THEN c.value_cents ELSE 0 END)::text
         AS stage_probability_value,
       sum(c.value_cents * coalesce(c.probability, 0))::text AS own_probability_weighted`;

/**
 * Per stage key and currency, the totals of the contacts in scope (of one owner, with `ownerId`),
 * read from the counters the contacts table's triggers keep (migrations ContactStageTotals,
 * StageTotalsByCurrency): a few rows per stage and owner instead of one index entry per contact.
 * Kept per owner, so the counters also serve a member who sees only some owners' contacts: their
 * totals sum what they see, and `everyone` counts the contacts of every owner, for the board's
 * choice of how to read its columns (`seesMostOfEveryColumn`); a stage and currency with
 * contacts they see none of is a row too, its count 0.
 */
export function stageTotals(scope: TenantScope, ownerId?: string): Statement<StageTotalRow> {
  const p = new SqlParams();
  const where = [tenantScope(p, scope, 't')];
  if (ownerId !== undefined) where.push(`t.owner_id = ${p.add(ownerId)}`);
  const visible = visibleOwner(p, scope, 't.owner_id');
  const seen = (sum: string) => (visible ? `coalesce(${sum} FILTER (WHERE ${visible}), 0)` : sum);
  const everyone = visible ? ', sum(t.contacts)::int AS everyone' : '';
  return preparedStatement(
    'a few counter rows read by their key',
    `SELECT t.stage, t.currency, ${seen('sum(t.contacts)')}::int AS count,
            ${seen('sum(t.value_cents)')}::text AS value,
            ${seen('sum(t.stage_probability_value_cents)')}::text AS stage_probability_value,
            ${seen('sum(t.own_probability_weighted)')}::text AS own_probability_weighted${everyone}
         FROM contact_stage_totals t WHERE ${where.join(' AND ')}
        GROUP BY t.stage, t.currency
       HAVING sum(t.contacts) <> 0`,
    p.values,
  );
}

/**
 * Per stage and currency, the totals of the contacts a filter with conditions keeps, counted from
 * the contacts themselves (the counters `stageTotals` reads know only stages, owners, currencies).
 */
export function filteredStageTotals(
  scope: TenantScope,
  filter: OwnedFilter,
): Statement<StageTotalRow> {
  const p = new SqlParams();
  return statement(
    `SELECT c.stage, c.currency, ${STAGE_TOTAL_SUMS}
        FROM ${CONTACTS_TABLE} WHERE ${ownedFilterConditions(p, scope, filter).join(' AND ')}
       GROUP BY c.stage, c.currency`,
    p.values,
  );
}
