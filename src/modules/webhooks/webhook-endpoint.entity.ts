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

/**
 * Where a workspace wants its events POSTed. The signing secrets are kept as issued (a receiver
 * verifies with the same secret, so it cannot be hashed); after a rotation the previous one
 * keeps signing beside the new one until `previous_secret_expires_at`.
 */
@Entity({ name: 'webhook_endpoints' })
@Index('webhook_endpoints_workspace_idx', ['workspace_id', 'created_at', 'id'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** The member who subscribed it; null once they are removed. */
  @Column({ type: 'uuid', nullable: true })
  created_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<User>;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Event types, or `*` for every one. */
  @Column({ type: 'text', array: true })
  events: string[];

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Why the service turned it off (e.g. failing for 3 days); null when a manager did. */
  @Column({ type: 'text', nullable: true })
  disabled_reason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  disabled_at: Date | null;

  /** Since when every delivery has failed; null after any success. */
  @Column({ type: 'timestamptz', nullable: true })
  failing_since: Date | null;

  /** `whsec_<base64>`, as the Standard Webhooks libraries take it. */
  @Column({ type: 'text' })
  secret: string;

  @Column({ type: 'text', nullable: true })
  previous_secret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previous_secret_expires_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
