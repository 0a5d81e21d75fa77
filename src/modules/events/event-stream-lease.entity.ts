import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * Whether a workspace's events are being streamed (`GET /events`): while the lease is fresh,
 * every change of the workspace records its event, as it does for a webhook endpoint that
 * subscribes to everything. Its own row, not a workspaces column: the instances holding streams
 * renew it every half minute, which must not touch (or lock) the workspace row.
 */
@Entity({ name: 'event_stream_leases' })
export class EventStreamLease {
  @PrimaryColumn({ type: 'uuid' })
  workspace_id: string;

  @OneToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** When an instance last said it holds a stream of the workspace. */
  @Column({ type: 'timestamptz' })
  renewed_at: Date;

  /**
   * Since when every event of the workspace has been recorded without a break: a stream may
   * resume after an event recorded from then on, and is reset before it.
   */
  @Column({ type: 'timestamptz' })
  recorded_since: Date;

  /**
   * When its team last changed (a role, a member leaving; `noteTeamChange`): a stream resuming
   * from an event of before it is reset (`resumable`).
   */
  @Column({ type: 'timestamptz', nullable: true })
  team_changed_at: Date | null;
}
