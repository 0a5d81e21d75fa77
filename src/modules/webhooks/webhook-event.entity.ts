import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * The transactional outbox: one row per event, written in the same transaction as the change
 * that caused it, and only when an active endpoint of the workspace subscribes to its type. Its
 * id is the `webhook-id` of every attempt to deliver it.
 */
@Entity({ name: 'webhook_events' })
@Unique('webhook_events_workspace_seq_key', ['workspace_id', 'seq'])
export class WebhookEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** The workspace's event counter (webhook_sequences): gapless, in commit order per workspace. */
  @Column({ type: 'bigint' })
  seq: string;

  @Column({ type: 'text' })
  type: string;

  /** The body every attempt POSTs, exactly. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
