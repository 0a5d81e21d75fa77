import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TrackedJobRecord } from '../../jobs/tracked-job.entity.js';
import { CustomField } from './custom-field.entity.js';

/**
 * The filling of a field's entries in `contact_field_values` when it becomes filterable on a
 * workspace too large to fill them in the transaction of that change, run as a tracked job. It
 * walks the workspace's contacts in the order of `contacts_list_idx` (the real ones, then the
 * demo ones), a batch at a time; its checkpoint is the last contact walked, so a resumed job
 * starts after it. Not demo data (`is_demo` false): a definition's index covers both kinds.
 */
@Entity({ name: 'filter_index_builds' })
// At most one build of a field is under way; it is the one a change of the field cancels.
@Index('filter_index_builds_unfinished_idx', ['field_id'], {
  unique: true,
  where: "status IN ('queued', 'running')",
})
export class FilterIndexBuild extends TrackedJobRecord {
  @Column({ type: 'uuid' })
  field_id: string;

  @ManyToOne(() => CustomField, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'field_id' })
  field?: Relation<CustomField>;

  /** Which of the workspace's contacts the walk is in: the real ones, then the demo ones. */
  @Column({ type: 'boolean', default: false })
  after_demo: boolean;

  /** The last contact walked among them (`created_at`, `id`); null at their start. */
  @Column({ type: 'timestamptz', nullable: true })
  after_created_at: Date | null;

  @Column({ type: 'uuid', nullable: true })
  after_id: string | null;

  /** Contacts walked that were given their entries (those with a value, not written since). */
  @Column({ type: 'integer', default: 0 })
  filled: number;
}
