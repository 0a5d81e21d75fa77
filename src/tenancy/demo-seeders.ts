import { Injectable } from '@nestjs/common';
import type { Db } from '../database/db.js';
import type { Workspace } from './workspace.entity.js';

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
 * A feature's contribution to the demo data. Seeders run in DEMO_SEEDING_ORDER, inside the one
 * transaction of a seeding (`DemoSeeding`, at a free workspace's first request); `wipe` removes
 * every demo row the feature owns, in every workspace.
 */
export interface DemoSeeder {
  seed(context: DemoSeedContext): Promise<void>;
  wipe(tx: Db): Promise<void>;
}

/**
 * The features that seed demo rows, in seeding order: each seeder reads what the earlier ones
 * wrote (the sample teammate, then the contacts the records of the later ones point at). Wipes
 * run in the reverse order.
 */
export const DEMO_SEEDING_ORDER = [
  'team',
  'groups',
  'routing',
  'contacts',
  'interactions',
  'followups',
  'sequences',
] as const;
export type DemoSeederName = (typeof DEMO_SEEDING_ORDER)[number];

/**
 * Where features hand in their demo seeders, each from its own module file (as with
 * StageChangeReactions), so the demo runner imports no feature and no feature imports the runner.
 */
@Injectable()
export class DemoSeeders {
  private readonly byName = new Map<DemoSeederName, DemoSeeder>();

  add(name: DemoSeederName, seeder: DemoSeeder): void {
    const known = this.byName.get(name);
    if (known && known !== seeder) throw new Error(`Two demo seeders named ${name}`);
    this.byName.set(name, seeder);
  }

  /**
   * Every seeder in seeding order, whatever order they were added in. A missing one throws:
   * without it, free workspaces would be seeded without that feature's rows and nothing would say.
   */
  inOrder(): DemoSeeder[] {
    const seeders: DemoSeeder[] = [];
    const missing: DemoSeederName[] = [];
    for (const name of DEMO_SEEDING_ORDER) {
      const seeder = this.byName.get(name);
      if (seeder) seeders.push(seeder);
      else missing.push(name);
    }
    if (missing.length > 0) {
      throw new Error(
        `No demo seeder added for ${missing.join(', ')}: its module adds it to DemoSeeders`,
      );
    }
    return seeders;
  }
}
