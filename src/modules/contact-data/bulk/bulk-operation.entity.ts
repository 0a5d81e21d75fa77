import { Column, Entity, Index } from 'typeorm';
import { TrackedJobRecord } from '../../../jobs/tracked-job.entity.js';
import type { BulkActionName } from './contacts-bulk.rules.js';

/**
 * A bulk action over the contacts a filter matches, run as a tracked job. When the job starts it
 * keeps the ids the filter matches then (`contact_ids`, in id order), so a job resumed after a
 * restart works through the same contacts; the counts are a checkpoint, advanced in the
 * transaction of each batch, so they always tell exactly what was done.
 */
@Entity({ name: 'bulk_operations' })
@Index('bulk_operations_list_idx', ['workspace_id', 'is_demo', 'created_at', 'id'])
// Removing a user deletes their bulk operations (ForeignKeyIndexes).
@Index('bulk_operations_created_by_idx', ['created_by'])
export class BulkOperation extends TrackedJobRecord {
  @Column({ type: 'text' })
  action: BulkActionName;

  /** The action's parameters, as checked when it was asked for. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  params: Record<string, unknown>;

  /** The filter it was asked for: a filter tree, or the filters of `GET /contacts`. */
  @Column({ type: 'jsonb' })
  filter: Record<string, unknown>;

  /**
   * The saved view it was asked for, whose filter is ANDed with `filter` when the job starts;
   * not a foreign key: deleting the view leaves the operation's record as it was.
   */
  @Column({ type: 'uuid', nullable: true })
  view_id: string | null;

  /** The ids the filter matched when the job started, in id order; null before, and once over. */
  @Column({ type: 'uuid', array: true, nullable: true })
  contact_ids: string[] | null;

  /** How many contacts the filter matched when the job started; null until then. */
  @Column({ type: 'integer', nullable: true })
  matched: number | null;

  @Column({ type: 'integer', default: 0 })
  affected: number;

  /** Matched contacts that were gone (deleted, merged away) when their batch came. */
  @Column({ type: 'integer', default: 0 })
  skipped: number;
}
