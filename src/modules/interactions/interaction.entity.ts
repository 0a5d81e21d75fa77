import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  type Relation,
} from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { Contact } from '../contacts/contact.entity.js';
import { User } from '../../tenancy/user.entity.js';
import type { InteractionType } from './interactions.rules.js';

/** Something that happened with a lead: a call, an e-mail, a meeting, a note or a message. */
@Entity({ name: 'interactions_all' })
@Check('interactions_type_check', `type IN ('call', 'email', 'meeting', 'note', 'message')`)
// Led by the contact: deleting a contact cascades here by `contact_id` alone (ForeignKeyIndexes).
@Index('interactions_contact_idx', ['contact_id', 'workspace_id', 'occurred_at', 'id'])
@Index('interactions_created_by_idx', ['created_by'])
@Index('interactions_report_idx', ['workspace_id', 'is_demo', 'occurred_at'], {
  where: 'NOT in_trash',
})
export class Interaction extends TenantRecord {
  @Column({ type: 'uuid' })
  contact_id: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<Contact>;

  @Column({ type: 'text' })
  type: InteractionType;

  @Column({ type: 'text' })
  summary: string;

  /** When it happened; may be earlier than when it was logged. */
  @Column({ type: 'timestamptz' })
  occurred_at: Date;

  /** Who logged it. */
  @Column({ type: 'uuid', nullable: true })
  created_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Whether its contact is in the trash: the `interactions` view leaves it out then. */
  @Column({ type: 'boolean', default: false })
  in_trash: boolean;
}
