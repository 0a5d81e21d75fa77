import { Column, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Workspace } from '../tenancy/workspace.entity.js';
import { TimeOrderedId } from './time-ordered-id.js';

/**
 * The columns every row of tenant data starts with: its id, its workspace (rows go with the
 * workspace) and whether it is demo data. Queries filter on `workspace_id` and `is_demo` together
 * (see WorkspaceScope), so indexes of tenant tables lead with them.
 */
export abstract class TenantRecord {
  @TimeOrderedId()
  id: string;

  @Column({ type: 'uuid' })
  workspace_id: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  /** Sample data shown to a free workspace; a premium workspace reads only rows where it is false. */
  @Column({ type: 'boolean', default: false })
  is_demo: boolean;
}
