import type { Workspace } from '../../tenancy/workspace.entity.js';
import type { Db } from '../../database/db.js';

export interface DemoContact {
  id: string;
  stage: string;
  owner_id: string;
  last_activity_at: Date;
}

/** What one seeding run shares between seeders; earlier seeders fill it for later ones. */
export interface DemoSeedContext {
  readonly tx: Db;
  readonly workspace: Workspace;
  /** The time of seeding: overdue, today and upcoming are relative to it. */
  readonly now: Date;
  /** Members demo records are spread over: the signed-in user first, then sample teammates. */
  readonly memberIds: string[];
  readonly contacts: DemoContact[];
}

/**
 * A feature's contribution to the demo data. Seeders run in the order DemoService lists them,
 * inside the one transaction of a sign-in; `wipe` removes every demo row the feature owns, in
 * every workspace.
 */
export interface DemoSeeder {
  seed(context: DemoSeedContext): Promise<void>;
  wipe(tx: Db): Promise<void>;
}
