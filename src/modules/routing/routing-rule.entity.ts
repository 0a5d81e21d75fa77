import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../tenancy/user.entity.js';
import { Workspace } from '../../tenancy/workspace.entity.js';
import type { RoutingStrategy } from './routing.rules.js';

/**
 * Who gets a contact created without an owner. One rule per workspace and data set: the demo
 * rule (`is_demo`) is what a free workspace reads, the real one what a premium workspace uses.
 */
@Entity({ name: 'routing_rules' })
export class RoutingRule {
  @PrimaryColumn({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @PrimaryColumn({ type: 'boolean' })
  is_demo: boolean;

  @Column({ type: 'text', default: 'manual' })
  strategy: RoutingStrategy;

  /** The rotation, in order. Not a foreign key: a member who leaves is skipped, not an error. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  member_ids: string[];

  /** Turns taken so far; the next contact goes to `member_ids[next_index mod n]`. */
  @Column({ type: 'bigint', default: 0 })
  next_index: string;

  @Column({ type: 'uuid', nullable: true })
  updated_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by' })
  updater?: Relation<User>;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
