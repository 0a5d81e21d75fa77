import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * A workspace's last event number. Its own row, not a workspaces column: numbering locks it
 * until the fan-out commits, which must not block settings or tier changes.
 */
@Entity({ name: 'webhook_sequences' })
export class WebhookSequence {
  @PrimaryColumn({ type: 'uuid' })
  workspace_id: string;

  @OneToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'bigint', default: 0 })
  last_seq: string;
}
