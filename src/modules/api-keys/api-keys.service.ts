import { Injectable } from '@nestjs/common';
import { API_KEY_SCOPES } from '../../core/auth/api-key-scopes.js';
import { generateApiKey } from '../../core/auth/api-key-format.js';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { roleSatisfies } from '../../core/guards/roles.guard.js';
import {
  ForbiddenProblem,
  MANAGERS_ONLY_DETAIL,
  NotFoundProblem,
} from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { PREFIX_DRAWS } from './api-keys.rules.js';
import {
  API_KEY_ORDER,
  apiKeyOf,
  apiKeyPage,
  type ApiKeyRow,
  deleteApiKey,
  insertApiKey,
} from './api-keys.queries.js';
import type { CreateApiKeyDto, ListApiKeysQuery } from './dto/api-key.dto.js';

export type CreatedApiKey = Omit<ApiKeyRow, 'user_id' | 'last_used_at'> & { key: string };

/**
 * Personal API keys: a member makes keys that act as them, limited to the scopes chosen; the key
 * is shown once and only its hash is kept. Keys are real rows whatever the tier, so a free
 * workspace can try the API on its demo data. Verification is in core/auth (ApiKeyVerifier).
 */
@Injectable()
export class ApiKeysService {
  constructor(private readonly db: Db) {}

  async create(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    dto: CreateApiKeyDto,
  ): Promise<CreatedApiKey> {
    // Stored in the list's order, so two keys with the same grant read the same.
    const scopes = API_KEY_SCOPES.filter((s) => dto.scopes.includes(s));
    // A prefix is 8 random characters (36^8 of them): a draw that is taken is all but impossible,
    // and the unique index, not a prior read, is what tells.
    for (let draw = 0; draw < PREFIX_DRAWS; draw++) {
      const { key, prefix, hash } = generateApiKey();
      const row = await this.db.oneOrNone(
        insertApiKey({
          workspaceId: scope.workspace.id,
          userId: user.id,
          name: dto.name,
          prefix,
          secretHash: hash,
          scopes,
          expiresAt: dto.expires_at ?? null,
        }),
      );
      if (row) {
        const { id, name, scopes: granted, expires_at, created_at } = row;
        return { id, name, prefix: row.prefix, scopes: granted, expires_at, created_at, key };
      }
    }
    throw new Error(`no free API key prefix in ${PREFIX_DRAWS} draws`);
  }

  /** The caller's keys, newest first; a manager's `all` lists every member's. */
  async list(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    query: ListApiKeysQuery,
  ): Promise<Page<ApiKeyRow>> {
    if (query.all && !roleSatisfies(user.role, 'admin')) {
      throw new ForbiddenProblem(MANAGERS_ONLY_DETAIL);
    }
    const rows = await this.db.rows(
      apiKeyPage(scope.workspace.id, {
        userId: query.all ? null : user.id,
        after: API_KEY_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return API_KEY_ORDER.page(rows, query.limit);
  }

  /**
   * Deletes the key: the next request with it is refused, on every instance (nothing caches
   * keys). Its maker may revoke it, and so may a manager of the workspace; another member's key
   * is 403 for anyone else, another workspace's key 404.
   */
  async revoke(scope: WorkspaceScope, user: AuthenticatedUser, keyId: string): Promise<void> {
    const anyMember = roleSatisfies(user.role, 'admin');
    const deleted = await this.db.oneOrNone(
      deleteApiKey(scope.workspace.id, keyId, { userId: user.id, anyMember }),
    );
    if (deleted) return;
    if (await this.db.oneOrNone(apiKeyOf(scope.workspace.id, keyId))) {
      throw new ForbiddenProblem(MANAGERS_ONLY_DETAIL);
    }
    throw new NotFoundProblem('API key');
  }
}
