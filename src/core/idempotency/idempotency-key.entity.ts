import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * The outcome of a write sent with an `Idempotency-Key`, stored in the write's own transaction
 * and answered again to a repeat of the request for 24 hours. Keyed by the caller (an API key,
 * or a user) within the workspace; rows go with the workspace.
 */
@Entity({ name: 'idempotency_keys' })
@Index('idempotency_keys_expiry_idx', ['created_at'])
export class IdempotencyKey {
  @PrimaryColumn({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** The API key the request authenticated with, or its user: no foreign key, it may be either. */
  @PrimaryColumn({ type: 'uuid' })
  caller_id: string;

  @PrimaryColumn({ type: 'text' })
  key: string;

  /** A digest of the method, the path and the canonical body (requestFingerprint). */
  @Column({ type: 'text' })
  fingerprint: string;

  @Column({ type: 'text' })
  method: string;

  /** The path with its query, as sent. */
  @Column({ type: 'text' })
  path: string;

  @Column({ type: 'smallint' })
  status: number;

  /** The response body as sent; null when there was none (204). */
  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Column({ type: 'text', nullable: true })
  content_type: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at: Date;
}
