import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  type Relation,
} from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEvent } from './webhook-event.entity.js';
import { TimeOrderedId } from '../../database/time-ordered-id.js';

/** One attempt to deliver one event to one endpoint, as its managers see it. */
@Entity({ name: 'webhook_deliveries' })
@Index('webhook_deliveries_endpoint_idx', ['endpoint_id', 'created_at', 'id'])
@Index('webhook_deliveries_event_idx', ['event_id', 'endpoint_id', 'attempt'], { unique: true })
@Check('webhook_deliveries_status_check', `"status" IN ('pending', 'succeeded', 'failed')`)
export class WebhookDelivery {
  @TimeOrderedId()
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @Column({ type: 'uuid' })
  endpoint_id: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpoint>;

  @Column({ type: 'uuid' })
  event_id: string;

  @ManyToOne(() => WebhookEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Relation<WebhookEvent>;

  /** 1 for the first attempt; a redelivery asked for by a manager continues the count. */
  @Column({ type: 'integer' })
  attempt: number;

  @Column({ type: 'text', default: 'pending' })
  status: 'pending' | 'succeeded' | 'failed';

  @Column({ type: 'integer', nullable: true })
  response_status: number | null;

  @Column({ type: 'integer', nullable: true })
  duration_ms: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The first 1 KB of the receiver's answer. */
  @Column({ type: 'text', nullable: true })
  response_body: string | null;

  /** When the next attempt is due, when this one failed and one will follow. */
  @Column({ type: 'timestamptz', nullable: true })
  next_attempt_at: Date | null;

  /**
   * While a worker sends this attempt: no other worker may take it before then (a duplicated or
   * retried job finds it taken); past it, a worker that died mid-send no longer holds it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  claimed_until: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at: Date | null;
}
