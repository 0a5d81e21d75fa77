/**
 * Per stage key, the number and total value of a workspace's contacts (of one owner, with `$3`),
 * read from the counters the contacts table's triggers keep (migration ContactStageTotals): a few
 * rows per stage and owner instead of one index entry per contact. Framework-free, so the
 * benchmark's baseline sends the same text.
 */
export function stageTotalsSql(byOwner: boolean): string {
  return `SELECT t.stage, sum(t.contacts)::int AS count, sum(t.value_cents)::text AS value
         FROM contact_stage_totals t WHERE t.workspace_id = $1 AND t.is_demo = $2${byOwner ? ' AND t.owner_id = $3' : ''}
        GROUP BY t.stage`;
}
