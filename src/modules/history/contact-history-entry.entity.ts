import { Column, Entity, Generated, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Contact } from '../contacts/contact.entity.js';
import { TimeOrderedId } from '../../database/time-ordered-id.js';

/**
 * One write to a contact or to one of its follow-ups, as the contact's history keeps it: written
 * by the row triggers of migration ContactHistory in the write's own transaction, with the
 * context the write set (`change-context.ts`). Demo rows have no history.
 */
@Entity({ name: 'contact_history' })
@Index('contact_history_contact_idx', ['contact_id', 'seq'])
export class ContactHistoryEntry {
  @TimeOrderedId()
  id: string;

  /** In the order the entries were written: the history's order, newest first. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  /** No foreign key of its own: the entry goes with its contact, which goes with its workspace. */
  @Column({ type: 'uuid' })
  workspace_id: string;

  /** The contact the entry belongs to; its history goes with it when it is purged or erased. */
  @Column({ type: 'uuid' })
  contact_id: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<Contact>;

  /**
   * For an entry a merge gave its contact, the contact it was written for (migration
   * HistoryMergedFrom). Null for the contact's own.
   */
  @Column({ type: 'uuid', nullable: true })
  merged_from: string | null;

  /** The follow-up written, for its entries; kept after the follow-up is deleted. */
  @Column({ type: 'uuid', nullable: true })
  followup_id: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  /** `user`, `api_key` or `system` (RequestOrigin's actor). */
  @Column({ type: 'text' })
  actor_type: string;

  /** The member who wrote (an API key's maker); kept after the member leaves, named while known. */
  @Column({ type: 'uuid', nullable: true })
  actor_user_id: string | null;

  @Column({ type: 'uuid', nullable: true })
  actor_api_key_id: string | null;

  /** What wrote (`CHANGE_VIAS`); null for a write the service's code did not make. */
  @Column({ type: 'text', nullable: true })
  via: string | null;

  /** The `X-Request-Id` of the write, or of the request that started its job. */
  @Column({ type: 'text', nullable: true })
  request_id: string | null;

  /** The import or bulk operation that wrote. */
  @Column({ type: 'uuid', nullable: true })
  operation_id: string | null;

  /** `{ <field>: { from, to } }`, values as stored (JSON). */
  @Column({ type: 'jsonb' })
  changes: Record<string, { from: unknown; to: unknown }>;
}
