import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Workspace } from './workspace.entity.js';

export const ROLES = ['member', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

@Entity({ name: 'users' })
@Check('users_role_before_owner_check', `role_before_owner IN ('member', 'admin')`)
@Index('users_email_key', ['email'], { unique: true })
@Index('users_workspace_idx', ['workspace_id', 'created_at'])
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** Always stored lower-cased; it is the identity in both auth modes. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: 'member' })
  role: Role;

  /**
   * The role held before OWNER_EMAILS made them `super_admin`, given back when the e-mail leaves
   * the list (IdentityService.withOwnerRole); null otherwise.
   */
  @Column({ type: 'text', nullable: true })
  role_before_owner: Exclude<Role, 'super_admin'> | null;

  /** The identity provider's user id (`sub`), when signed in through one. */
  @Column({ type: 'text', nullable: true })
  provider_subject: string | null;

  /** Sample team members shown to free workspaces; never able to sign in. */
  @Column({ type: 'boolean', default: false })
  is_demo: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
