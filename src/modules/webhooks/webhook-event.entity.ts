import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  type Relation,
  Unique,
} from 'typeorm';
import { Workspace } from '../../tenancy/workspace.entity.js';
import { TimeOrderedId } from '../../database/time-ordered-id.js';

/**
 * The transactional outbox: one row per event, written in the same transaction as the change
 * that caused it, and only when an active endpoint of the workspace subscribes to its type. Its
 * id is the `webhook-id` of every attempt to deliver it.
 */
@Entity({ name: 'webhook_events' })
@Unique('webhook_events_workspace_seq_key', ['workspace_id', 'seq'])
@Index('webhook_events_undispatched_idx', ['workspace_id', 'created_at', 'id'], {
  where: 'seq IS NULL',
})
export class WebhookEvent {
  @TimeOrderedId()
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /**
   * The workspace's event number (webhook_sequences), gapless, given when the event is dispatched
   * to its endpoints (null until then: the undispatched events), in the order the events were
   * recorded: the writer takes no shared lock for it.
   */
  @Column({ type: 'bigint', nullable: true })
  seq: string | null;

  @Column({ type: 'text' })
  type: string;

  /** The body every attempt POSTs, exactly, once the event is dispatched. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  /**
   * The key in `data` holding a row as the writer's statement selected it, which the fan-out
   * presents as the API does (then null). Null when the writer presented the record itself.
   */
  @Column({ type: 'text', nullable: true })
  presents: string | null;

  /** When the writer recorded it (clock time, not its transaction's start): numbers follow it. */
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
