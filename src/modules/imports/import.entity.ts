import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TrackedJobRecord } from '../../jobs/tracked-job.entity.js';
import { ImportFile } from './import-file.entity.js';
import type { JobError } from './imports.rules.js';

/**
 * A CSV import: its file, its options, and its progress as a tracked job. The file lives in the
 * database (`import_files`, in parts) so any worker instance can run it; it is deleted once the
 * import is over. The counts and the errors are a checkpoint, advanced in the transaction of
 * each batch of rows, so they always tell exactly what was written.
 */
@Entity({ name: 'imports' })
@Index('imports_list_idx', ['workspace_id', 'is_demo', 'created_at', 'id'])
// Removing a user deletes their imports (ForeignKeyIndexes).
@Index('imports_created_by_idx', ['created_by'])
export class Import extends TrackedJobRecord {
  @Column({ type: 'boolean', default: false })
  dry_run: boolean;

  /** CSV header to contact field. */
  @Column({ type: 'jsonb' })
  mapping: Record<string, string>;

  @Column({ type: 'text' })
  match_on: string;

  @Column({ type: 'text' })
  on_match: string;

  /** The uploaded file, read part by part by the worker; null once the import is over. */
  @Column({ type: 'uuid', nullable: true })
  file_id: string | null;

  @ManyToOne(() => ImportFile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<ImportFile>;

  /** Data rows in the file; null until the job has read it. */
  @Column({ type: 'integer', nullable: true })
  rows: number | null;

  @Column({ type: 'integer', default: 0 })
  created: number;

  @Column({ type: 'integer', default: 0 })
  updated: number;

  @Column({ type: 'integer', default: 0 })
  skipped: number;

  @Column({ type: 'integer', default: 0 })
  failed: number;

  /** The first errors of rows, in row order. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  errors: JobError[];
}
