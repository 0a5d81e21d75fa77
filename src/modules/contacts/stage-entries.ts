/**
 * Per target stage, how many distinct contacts moved into it in [$3, $4) (entries into the
 * pipeline included, `from_stage` null): the pipeline report's `entered`. Framework-free, so the
 * benchmark's baseline sends the same text.
 *
 * The (stage, contact) pairs are made distinct first and then counted: both steps hash, where
 * `count(DISTINCT contact_id) ... GROUP BY to_stage` sorts every move of the period. The columns
 * it reads are all in stage_moves_report_idx, so the moves come from an index-only scan
 * (migration CoveringReportIndex).
 */
export const STAGE_ENTRIES_SQL = `SELECT entries.stage, count(*)::int AS contacts
     FROM (SELECT DISTINCT m.to_stage AS stage, m.contact_id
             FROM stage_moves m
            WHERE m.workspace_id = $1 AND m.is_demo = $2 AND m.moved_at >= $3 AND m.moved_at < $4
          ) AS entries
    GROUP BY entries.stage`;
