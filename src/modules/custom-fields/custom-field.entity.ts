import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { CustomFieldOption, CustomFieldType } from '../../tenancy/custom-field-definition.js';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * A field a workspace defines on its contacts. The values live on the contact (`contacts.custom`,
 * by `key`), so a definition is a row, never a column: no DDL per field or per workspace. Not demo
 * data: a free workspace reads its definitions (none until it upgrades and defines some).
 */
@Entity({ name: 'custom_fields' })
@Index('custom_fields_key_idx', ['workspace_id', 'key'], { unique: true })
export class CustomField {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** The field's name in `custom`, filters and CSV headers; never changes. */
  @Column({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Never changes: a field of another type is another field. */
  @Column({ type: 'text' })
  type: CustomFieldType;

  /** A select's options, in their order; empty for the other types. */
  @Column({ type: 'jsonb', default: [] })
  options: CustomFieldOption[];

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ type: 'boolean', default: false })
  filterable: boolean;

  /**
   * A filterable field whose entries in `contact_field_values` a job is still filling (a large
   * workspace, see FilterIndexWorker): filters and sorts refuse it until the job ends.
   */
  @Column({ type: 'boolean', default: false })
  indexing: boolean;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'timestamptz', nullable: true })
  archived_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
