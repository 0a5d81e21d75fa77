import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { Contact } from '../contacts/contact.entity.js';
import { SequenceEnrollment } from '../sequences/sequence-enrollment.entity.js';
import { User } from '../../tenancy/user.entity.js';

/** A task due at `scheduled_for` for one contact, assigned to `owner_id`; open until completed. */
@Entity({ name: 'followups_all' })
@Index('followups_open_idx', ['workspace_id', 'is_demo', 'scheduled_for', 'id'], {
  where: 'NOT in_trash AND completed_at IS NULL',
})
@Index('followups_open_owner_idx', ['workspace_id', 'is_demo', 'owner_id', 'scheduled_for'], {
  where: 'NOT in_trash AND completed_at IS NULL',
})
// Led by the contact: deleting a contact cascades here by `contact_id` alone (ForeignKeyIndexes);
// removing a user clears the user columns through the three after it.
@Index('followups_contact_idx', ['contact_id', 'workspace_id', 'created_at'])
@Index('followups_owner_idx', ['owner_id'])
@Index('followups_created_by_idx', ['created_by'])
@Index('followups_completed_by_idx', ['completed_by'], { where: 'completed_by IS NOT NULL' })
@Index('followups_report_idx', ['workspace_id', 'is_demo', 'scheduled_for'], {
  where: 'NOT in_trash',
})
// By enrollment id alone: serves both the progress of enrollments and the ON DELETE SET NULL.
@Index('followups_enrollment_idx', ['enrollment_id'], { where: 'enrollment_id IS NOT NULL' })
export class Followup extends TenantRecord {
  @Column({ type: 'uuid' })
  contact_id: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<Contact>;

  /** The assignee; null only when that user was removed. */
  @Column({ type: 'uuid', nullable: true })
  owner_id: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'timestamptz' })
  scheduled_for: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completed_at: Date | null;

  @Column({ type: 'uuid', nullable: true })
  completed_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'completed_by' })
  completer?: Relation<User>;

  /** The sequence enrollment that scheduled it; null when scheduled by hand. */
  @Column({ type: 'uuid', nullable: true })
  enrollment_id: string | null;

  @ManyToOne(() => SequenceEnrollment, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'enrollment_id' })
  enrollment?: Relation<SequenceEnrollment>;

  /** Who scheduled it; null for follow-ups scheduled by the service itself. */
  @Column({ type: 'uuid', nullable: true })
  created_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<User>;

  /** When it was scheduled: the time of the "scheduled" event on the timeline. */
  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** Whether its contact is in the trash: the `followups` view leaves it out then. */
  @Column({ type: 'boolean', default: false })
  in_trash: boolean;
}
