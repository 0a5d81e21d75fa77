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
 * A saved list of contacts: a filter tree as `POST /contacts/search` takes it (stored as given,
 * resolved when used), a sort as `GET /contacts?sort=` takes it, and the columns a client shows.
 * Not demo data, like the custom field definitions it names: a workspace's views survive a
 * change of tier.
 *
 * Who sees it is `private_to`: its author while the view is private, null for the workspace.
 * Removing a member then decides in PostgreSQL what becomes of their views: the private ones go
 * with them (no one else could ever read them), the workspace's stay, with `created_by` null.
 */
@Entity({ name: 'saved_views' })
@Index('saved_views_list_idx', ['workspace_id', 'created_at', 'id'])
// Removing a member finds their views by these (each an update or delete of the foreign key).
@Index('saved_views_private_to_idx', ['private_to'], { where: 'private_to IS NOT NULL' })
@Index('saved_views_created_by_idx', ['created_by'], { where: 'created_by IS NOT NULL' })
export class SavedView {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'text' })
  name: string;

  /** A group `{ "and": [...] }` or `{ "or": [...] }`, as given. */
  @Column({ type: 'jsonb' })
  filter: unknown;

  /** `-value_cents,last_name`; null for the default order. */
  @Column({ type: 'text', nullable: true })
  sort: string | null;

  /** Field names, `custom.<key>` for a custom field, in the order shown. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  columns: string[];

  @Column({ type: 'uuid', nullable: true })
  private_to: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'private_to' })
  reader?: Relation<User>;

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
