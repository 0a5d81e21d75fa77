import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { Contact } from '../contacts/contact.entity.js';
import { User } from '../../tenancy/user.entity.js';
import { Sequence } from './sequence.entity.js';
import type { EnrollmentStatus } from './sequences.rules.js';

/**
 * A contact going through a sequence. `active` until it is cancelled (taken out by hand) or
 * finished (the contact reached a won or lost stage); both cancel its open follow-ups. A contact
 * has at most one active enrollment per sequence, which the unique index decides.
 */
@Entity({ name: 'sequence_enrollments_all' })
@Check('sequence_enrollments_status_check', `status IN ('active', 'cancelled', 'finished')`)
@Index('sequence_enrollments_active_key', ['sequence_id', 'contact_id'], {
  unique: true,
  where: `status = 'active'`,
})
@Index('sequence_enrollments_list_idx', ['workspace_id', 'sequence_id', 'enrolled_at', 'id'], {
  where: 'NOT in_trash',
})
// Led by the contact: deleting a contact cascades here by `contact_id` alone (ForeignKeyIndexes).
@Index('sequence_enrollments_contact_idx', ['contact_id', 'workspace_id'])
@Index('sequence_enrollments_enrolled_by_idx', ['enrolled_by'])
export class SequenceEnrollment extends TenantRecord {
  @Column({ type: 'uuid' })
  sequence_id: string;

  @ManyToOne(() => Sequence, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sequence_id' })
  sequence?: Relation<Sequence>;

  @Column({ type: 'uuid' })
  contact_id: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<Contact>;

  @Column({ type: 'text', default: 'active' })
  status: EnrollmentStatus;

  /** How many follow-ups the enrollment scheduled: the sequence's steps at that time. */
  @Column({ type: 'integer' })
  steps_scheduled: number;

  @Column({ type: 'uuid', nullable: true })
  enrolled_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'enrolled_by' })
  enroller?: Relation<User>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  enrolled_at: Date;

  /** When it was cancelled or finished. */
  @Column({ type: 'timestamptz', nullable: true })
  ended_at: Date | null;

  /** Whether its contact is in the trash: the `sequence_enrollments` view leaves it out then. */
  @Column({ type: 'boolean', default: false })
  in_trash: boolean;
}
