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
import type { ApiKeyScopeName } from '../../core/auth/api-key-scopes.js';
import { User } from '../../tenancy/user.entity.js';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * A member's personal API key for server-to-server calls. Only a hash of the key is kept; the key
 * itself is shown once, at creation. Removing the member deletes their keys with them.
 */
@Entity({ name: 'api_keys' })
@Index('api_keys_prefix_key', ['prefix'], { unique: true })
@Index('api_keys_workspace_idx', ['workspace_id', 'created_at'])
@Index('api_keys_user_idx', ['user_id', 'created_at'])
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** The member the key acts as, with their role at the time of each request. */
  @Column({ type: 'uuid' })
  user_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  name: string;

  /** The key's lookup id, the part between `crm_` and the secret; shown in lists. */
  @Column({ type: 'text' })
  prefix: string;

  /** SHA-256 of the whole key. */
  @Column({ type: 'bytea' })
  secret_hash: Buffer;

  @Column({ type: 'text', array: true })
  scopes: ApiKeyScopeName[];

  @Column({ type: 'timestamptz', nullable: true })
  expires_at: Date | null;

  /** Written at most once a minute per key, not on every request. */
  @Column({ type: 'timestamptz', nullable: true })
  last_used_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
