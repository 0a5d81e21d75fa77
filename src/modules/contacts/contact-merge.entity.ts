import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { User } from '../../tenancy/user.entity.js';
import { Contact } from './contact.entity.js';

/**
 * A merge into a contact, kept for its timeline: the merged contacts are deleted, so what the
 * timeline shows of them (id and name as they were) is copied here.
 */
@Entity({ name: 'contact_merges' })
@Index('contact_merges_contact_idx', ['workspace_id', 'contact_id', 'merged_at'])
export class ContactMerge extends TenantRecord {
  /** The contact that was kept (the merge's target). */
  @Column({ type: 'uuid' })
  contact_id: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<Contact>;

  /** The merged (deleted) contacts: `[{ id, first_name, last_name, email }]`, in id order. */
  @Column({ type: 'jsonb' })
  merged: unknown[];

  @Column({ type: 'uuid', nullable: true })
  merged_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'merged_by' })
  merger?: Relation<User>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  merged_at: Date;
}
