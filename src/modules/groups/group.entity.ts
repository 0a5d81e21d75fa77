import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../tenancy/user.entity.js';
import { TenantRecord } from '../../database/tenant-record.js';

/**
 * A named set of members. With `settings.member_visibility = group`, a member sees the contacts
 * owned by anyone who shares a group with them (src/database/visibility.ts). Demo rows like
 * contacts: a free workspace reads its demo groups, a premium one its own.
 */
@Entity({ name: 'groups' })
@Index('groups_list_idx', ['workspace_id', 'is_demo', 'created_at', 'id'])
export class Group extends TenantRecord {
  @Column({ type: 'text' })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}

/**
 * One member of one group. Removing a member or a group removes its rows, so visibility never
 * follows a member who is gone.
 */
@Entity({ name: 'group_members' })
// A member's groups, read by every contact read of a member who sees by group.
@Index('group_members_user_idx', ['user_id', 'group_id'])
export class GroupMember {
  @PrimaryColumn({ type: 'uuid' })
  group_id: string;

  @ManyToOne(() => Group, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: Relation<Group>;

  @PrimaryColumn({ type: 'uuid' })
  user_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;
}
