import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../tenancy/user.entity.js';
import { Workspace } from '../../tenancy/workspace.entity.js';
import type { Tier, TierChangeVia } from './workspaces.rules.js';

/**
 * One change of a workspace's tier, written in the same transaction as the change itself (see
 * `WorkspaceTierService`), so the audit trail cannot miss one.
 */
@Entity({ name: 'tier_changes' })
@Index('tier_changes_list_idx', ['changed_at', 'id'])
@Index('tier_changes_workspace_idx', ['workspace_id', 'changed_at', 'id'])
@Check('tier_changes_via_check', `"via" IN ('webhook', 'simulate', 'dev', 'admin')`)
@Check(
  'tier_changes_tiers_check',
  `"from_tier" IN ('free', 'premium') AND "to_tier" IN ('free', 'premium') AND "from_tier" <> "to_tier"`,
)
export class TierChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'text' })
  from_tier: Tier;

  @Column({ type: 'text' })
  to_tier: Tier;

  @Column({ type: 'text' })
  via: TierChangeVia;

  /** The user who made the change; null for the payment webhook. */
  @Column({ type: 'uuid', nullable: true })
  actor_user_id: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_user_id' })
  actor?: Relation<User>;

  /** The payment provider's event id, for changes made by the webhook. */
  @Column({ type: 'text', nullable: true })
  event_id: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  changed_at: Date;
}
