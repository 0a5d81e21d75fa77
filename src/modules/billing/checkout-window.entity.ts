import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../tenancy/user.entity.js';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * When a user's current checkout window started, per set of session parameters: the clicks
 * within the window from it key Stripe's request alike, so they answer one Checkout Session.
 * Keyed by the user first, so removing a member finds their rows by the key; rows go with the
 * user and the workspace.
 */
@Entity({ name: 'checkout_windows' })
export class CheckoutWindow {
  @PrimaryColumn({ type: 'uuid' })
  user_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @PrimaryColumn({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** The session's parameters (price, customer or e-mail, URLs) as checkoutParamsDigest. */
  @PrimaryColumn({ type: 'text' })
  params_digest: string;

  @Column({ type: 'timestamptz' })
  started_at: Date;
}
