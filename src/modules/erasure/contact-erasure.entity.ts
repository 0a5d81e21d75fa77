import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantRecord } from '../../database/tenant-record.js';
import { User } from '../../tenancy/user.entity.js';

/**
 * A contact erased on request (`POST /contacts/{id}/erase`): the one trace it leaves, with no
 * personal data, so the workspace can show what it did and when.
 */
@Entity({ name: 'contact_erasures' })
@Index('contact_erasures_list_idx', ['workspace_id', 'is_demo', 'erased_at', 'id'])
@Index('contact_erasures_erased_by_idx', ['erased_by'])
export class ContactErasure extends TenantRecord {
  /** The erased contact's id; the contact itself is gone. */
  @Column({ type: 'uuid' })
  contact_id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  erased_at: Date;

  @Column({ type: 'uuid', nullable: true })
  erased_by: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'erased_by' })
  eraser?: Relation<User>;
}
