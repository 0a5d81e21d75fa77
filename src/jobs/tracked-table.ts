import type { RequestOrigin } from '../core/auth/request-origin.js';
import type { JobStatus } from './job-status.js';

/**
 * A tracked job's table as its statements need it: its own columns beside those of
 * TrackedJobRecord. Declared with `trackedTable`, which checks the column names against the row
 * types: `Shown` the row the API shows, `Claimed` what the step needs, `Detail` what only the
 * single read adds (a list too long for a page).
 */
export interface TrackedTable<Shown = unknown, Claimed = unknown, Detail = unknown> {
  name: string;
  shown: readonly string[];
  claimed: readonly string[];
  detail?: readonly string[];
  /** Counters a checkpoint advances beside `processed`, in this order. */
  counts: readonly string[];
  /** jsonb arrays a checkpoint appends to, each with the most items it keeps. */
  lists?: Readonly<Record<string, number>>;
  /** Working data emptied when the job ends (a snapshot of the ids it works through). */
  clearedOnEnd?: readonly string[];
  /** A row the job owns through one of its columns (its uploaded file), deleted when it ends. */
  owns?: { table: string; column: string };
  /** Never set: carries the row types to the builders. */
  readonly rows?: { shown: Shown; claimed: Claimed; detail: Detail };
}

type Columns<Row> = readonly (keyof Row & string)[];

/** A tracked job's table, its column lists checked against its row types. */
export function trackedTable<Shown, Claimed, Detail = object>(
  table: Omit<TrackedTable, 'shown' | 'claimed' | 'detail' | 'rows'> & {
    shown: Columns<Shown>;
    claimed: Columns<Claimed>;
    detail?: Columns<Detail>;
  },
): TrackedTable<Shown, Claimed, Detail> {
  return table;
}

/** The columns every tracked job shows. */
export interface TrackedJobView {
  id: string;
  status: JobStatus;
  processed: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** What every claimed job hands its step: whose it is, who asked, and its checkpoint. */
export interface ClaimedJobRow {
  id: string;
  workspace_id: string;
  is_demo: boolean;
  /** Never null while a job runs: a member's removal ends or hands over what they started. */
  created_by: string;
  /** Who asked for it: its events name that request and caller. */
  origin: RequestOrigin;
  processed: number;
}

/** What one batch adds: items done, the table's counters and items for its lists. */
export interface Checkpoint {
  processed: number;
  counts: Readonly<Record<string, number>>;
  lists: Readonly<Record<string, readonly unknown[]>>;
}
