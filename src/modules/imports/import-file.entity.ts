import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Workspace } from '../../tenancy/workspace.entity.js';

/**
 * An uploaded CSV file, written part by part as the upload arrives so no process holds it whole.
 * Unclaimed until an import takes it (`claimed_at`): a request that ends without one deletes it,
 * and any later request sweeps unclaimed files to which no part came for an hour (a process that
 * died mid-upload; an upload that is still arriving, however long it takes, is kept).
 * A claimed file is deleted when its import is over.
 */
@Entity({ name: 'import_files' })
@Index('import_files_unclaimed_idx', ['last_part_at'], { where: 'claimed_at IS NULL' })
export class ImportFile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** When the upload last wrote a part of the file (its creation until the first part). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  last_part_at: Date;

  /** When an import took the file; null while the upload is still its request's. */
  @Column({ type: 'timestamptz', nullable: true })
  claimed_at: Date | null;
}

/** One part of an uploaded file (1 MiB, the last one less), numbered from 0 in file order. */
@Entity({ name: 'import_file_parts' })
export class ImportFilePart {
  @PrimaryColumn({ type: 'uuid' })
  file_id: string;

  @ManyToOne(() => ImportFile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id' })
  file?: Relation<ImportFile>;

  @PrimaryColumn({ type: 'integer' })
  part: number;

  @Column({ type: 'bytea' })
  bytes: Buffer;
}
