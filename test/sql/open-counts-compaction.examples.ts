import * as queries from '../../src/modules/followups/open-counts-compaction.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { USER, WORKSPACE } from './values.js';

export { queries };

const HOUR = new Date('2026-01-15T09:00:00.000Z');

export const examples: SqlExamples<typeof queries> = {
  compactOpenCounts: [
    [null, 1000],
    [{ workspace_id: WORKSPACE, is_demo: false, hour: HOUR, owner_id: USER }, 1000],
    [{ workspace_id: WORKSPACE, is_demo: false, hour: HOUR, owner_id: null }, 1000],
  ],
};
