import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { User } from '../../tenancy/user.entity.js';
import type { SequenceStep } from './sequences.rules.js';

/**
 * A cadence of follow-ups (e.g. call on day 0, e-mail on day 2, call on day 5). Enrolling a
 * contact schedules one follow-up per step; the steps are kept in day order.
 */
@Entity({ name: 'sequences' })
@Index('sequences_list_idx', ['workspace_id', 'is_demo', 'created_at', 'id'])
export class Sequence extends TenantRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'jsonb' })
  steps: SequenceStep[];

  @Column({ type: 'uuid', nullable: true })
  created_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
