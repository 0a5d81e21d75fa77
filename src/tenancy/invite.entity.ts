import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { Role } from './user.entity.js';
import { Workspace } from './workspace.entity.js';
import { User } from './user.entity.js';

/** A pending invitation: the invitee joins `workspace_id` with `role` at their first sign-in. */
@Entity({ name: 'invites' })
@Index('invites_workspace_email_key', ['workspace_id', 'email'], { unique: true })
@Index('invites_email_idx', ['email'])
@Index('invites_pending_idx', ['workspace_id', 'created_at', 'id'], {
  where: '"accepted_at" IS NULL',
})
export class Invite {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  role: Exclude<Role, 'super_admin'>;

  @Column({ type: 'uuid', nullable: true })
  invited_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by' })
  inviter?: Relation<User>;

  @Column({ type: 'timestamptz', nullable: true })
  accepted_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
