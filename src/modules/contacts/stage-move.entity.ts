import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { User } from '../../tenancy/user.entity.js';
import { Contact } from './contact.entity.js';

/** One move of a contact between stages, kept for the timeline and the reports. */
@Entity({ name: 'stage_moves_all' })
// Led by the contact: deleting a contact cascades here by `contact_id` alone (ForeignKeyIndexes).
@Index('stage_moves_contact_idx', ['contact_id', 'workspace_id', 'moved_at'])
@Index('stage_moves_moved_by_idx', ['moved_by'])
// Covering for the pipeline report's entries (stageEntries): an index-only scan, also for a
// member who sees only some owners' contacts.
@Index(
  'stage_moves_report_idx',
  ['workspace_id', 'is_demo', 'moved_at', 'to_stage', 'contact_id', 'owner_id'],
  {
    where: 'NOT in_trash',
  },
)
export class StageMove extends TenantRecord {
  @Column({ type: 'uuid' })
  contact_id: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<Contact>;

  /** Null for the contact's entry into the pipeline. */
  @Column({ type: 'text', nullable: true })
  from_stage: string | null;

  @Column({ type: 'text' })
  to_stage: string;

  @Column({ type: 'uuid', nullable: true })
  moved_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'moved_by' })
  mover?: Relation<User>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  moved_at: Date;

  /**
   * Its contact's owner, kept equal to it by triggers (migration StageMoveOwners): what the
   * pipeline report narrows to for a member who sees only some owners' contacts.
   */
  @Column({ type: 'uuid', nullable: true })
  owner_id: string | null;

  /**
   * For a move a merge gave its contact, the contact it was made for (migration
   * StageMoveDeals): the reports follow each deal's own moves. Null for the contact's own.
   */
  @Column({ type: 'uuid', nullable: true })
  merged_from: string | null;

  /** Whether its contact is in the trash: the `stage_moves` view leaves it out then. */
  @Column({ type: 'boolean', default: false })
  in_trash: boolean;
}
