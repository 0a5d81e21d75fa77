import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../tenancy/user.entity.js';
import { Workspace } from '../../tenancy/workspace.entity.js';
import { ImportFile } from './import-file.entity.js';
import type { JobError, JobStatus } from './imports.rules.js';

/**
 * A CSV import: its file, its options, and its progress as a job. The file lives in the database
 * (`import_files`, in parts) so any worker instance can run it; it is deleted once the import is
 * over. The counts and the
 * errors are a checkpoint, advanced in the transaction of each batch of rows, so they always
 * tell exactly what was written.
 */
@Entity({ name: 'imports' })
@Index('imports_list_idx', ['workspace_id', 'is_demo', 'created_at', 'id'])
// Removing a user deletes their imports (ForeignKeyIndexes).
@Index('imports_created_by_idx', ['created_by'])
export class Import {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'boolean', default: false })
  is_demo: boolean;

  /** The member who uploaded it: the creator of its contacts. */
  @Column({ type: 'uuid' })
  created_by: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<User>;

  /** The request that uploaded it (request id and caller), named by the events it records. */
  @Column({ type: 'jsonb' })
  origin: Record<string, unknown>;

  @Column({ type: 'text', default: 'queued' })
  status: JobStatus;

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
  processed: number;

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

  /** Why the job failed as a whole (a file that is not CSV); null otherwise. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  started_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at: Date | null;
}
