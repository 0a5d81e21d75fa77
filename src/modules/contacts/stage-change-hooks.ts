import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import type { Stage } from '../../tenancy/stages.js';
import { Db } from '../../database/db.js';

/** A contact put into a stage through `POST /contacts/{id}/stage`. */
export interface StageChange {
  contact_id: string;
  /** The stage it was in; equal to `to_stage.key` when it was set to its own stage again. */
  from_stage: string;
  /** The target stage as the workspace defines it at the time of the change. */
  to_stage: Stage;
}

/** Work other modules attach to a stage change, run inside its transaction. */
export interface StageChangeHook {
  onStageChange(tx: Db, scope: WorkspaceScope, change: StageChange): Promise<void>;
}

/**
 * Modules that react to stage changes register here (in `onModuleInit`), so the contacts
 * module calls them without importing them: they depend on contacts, never the reverse.
 * Hooks run in the stage change's transaction; a hook that throws undoes the change.
 */
@Injectable()
export class StageChangeHooks {
  private readonly hooks: StageChangeHook[] = [];

  register(hook: StageChangeHook): void {
    if (!this.hooks.includes(hook)) this.hooks.push(hook);
  }

  async run(tx: Db, scope: WorkspaceScope, change: StageChange): Promise<void> {
    for (const hook of this.hooks) await hook.onStageChange(tx, scope, change);
  }
}
