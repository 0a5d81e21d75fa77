import { Global, Injectable, Module } from '@nestjs/common';
import { Db } from '../database/db.js';
import type { CustomFieldDefinition } from './custom-field-definition.js';
import { workspaceCustomFields } from './tenancy.queries.js';

/** What the catalog needs of a workspace: its id and the version of its definitions. */
export interface FieldedWorkspace {
  readonly id: string;
  readonly custom_fields_version: number;
  custom_fields?: readonly CustomFieldDefinition[];
}

/** How many workspaces' definitions an instance keeps; the least recently used go first. */
const CACHED_WORKSPACES = 2_000;

/**
 * Hands a request its workspace's custom field definitions. The identity lookup reads the
 * workspace's `custom_fields_version` (bumped by every change of a definition, in the change's
 * transaction); the definitions themselves are read only when this instance does not hold that
 * version yet, so a request spends no statement on them unless they changed, and a change is seen
 * by every instance at its next request. A workspace that never defined a field (version 0) costs
 * nothing at all.
 */
@Injectable()
export class CustomFieldCatalog {
  private readonly cache = new Map<string, { version: number; fields: CustomFieldDefinition[] }>();

  constructor(private readonly db: Db) {}

  /** Sets `workspace.custom_fields` (archived ones included) to its definitions at its version. */
  async attach(workspace: FieldedWorkspace, db: Db = this.db): Promise<void> {
    if (workspace.custom_fields_version === 0) {
      workspace.custom_fields = [];
      return;
    }
    let cached = this.cache.get(workspace.id);
    if (!cached || cached.version < workspace.custom_fields_version) {
      cached = await db.one(workspaceCustomFields(workspace.id));
      this.cache.delete(workspace.id);
      this.cache.set(workspace.id, cached);
      if (this.cache.size > CACHED_WORKSPACES) {
        this.cache.delete(this.cache.keys().next().value!);
      }
    }
    workspace.custom_fields = cached.fields;
  }
}

/** One catalog per process, for the guards and the features' jobs alike. */
@Global()
@Module({ providers: [CustomFieldCatalog], exports: [CustomFieldCatalog] })
export class CustomFieldCatalogModule {}
