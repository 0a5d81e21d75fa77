import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * A payment provider event the service acted on. The primary key makes each event act once:
 * it is claimed, in the transaction of its effect, by an insert that skips an id already there.
 */
@Entity({ name: 'payment_events' })
@Index('payment_events_workspace_idx', ['workspace_id', 'received_at'])
export class PaymentEvent {
  /** The provider's event id (`evt_...`). */
  @PrimaryColumn({ type: 'text' })
  event_id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'uuid', nullable: true })
  workspace_id: string | null;

  @ManyToOne(() => Workspace, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  received_at: Date;
}
