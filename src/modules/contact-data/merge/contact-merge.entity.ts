import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantRecord } from '../../../database/tenant-record.js';
import { User } from '../../../tenancy/user.entity.js';
import { Contact } from '../../contacts/contact.entity.js';

/**
 * A merge into a contact, kept for its timeline: the merged contacts are deleted, so what the
 * timeline shows of them (id and name as they were) is copied here.
 */
@Entity({ name: 'contact_merges' })
// Led by the contact: deleting a contact cascades here by `contact_id` alone (ForeignKeyIndexes).
@Index('contact_merges_contact_idx', ['contact_id', 'workspace_id', 'merged_at'])
@Index('contact_merges_workspace_idx', ['workspace_id'])
@Index('contact_merges_merged_by_idx', ['merged_by'])
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
