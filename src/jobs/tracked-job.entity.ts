import {
  Column,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { TenantRecord } from '../database/tenant-record.js';
import { User } from '../tenancy/user.entity.js';
import type { JobStatus } from './job-status.js';

/**
 * The columns every tracked job's table shares (see TrackedJobs): who asked for it and from
 * which request, its status and checkpoint, why it failed, and when it was asked for, started
 * and ended. A feature's entity extends it with its parameters and counts; the statements of
 * `tracked-jobs.queries.ts` read and write only these columns and those the feature declares.
 */
export abstract class TrackedJobRecord extends TenantRecord {
  /**
   * The member who asked for it: the actor of its changes. Null once they left the workspace,
   * after it ended: their removal cancels what they had started, or hands an index build over.
   */
  @Column({ type: 'uuid', nullable: true })
  created_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<User>;

  /** The request that asked for it (request id and caller), named by the events it records. */
  @Column({ type: 'jsonb' })
  origin: Record<string, unknown>;

  @Column({ type: 'text', default: 'queued' })
  status: JobStatus;

  /** The checkpoint: items done, advanced in the transaction of each batch. */
  @Column({ type: 'integer', default: 0 })
  processed: number;

  /** Why the job failed as a whole; null otherwise. */
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
