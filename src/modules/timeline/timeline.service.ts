import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import {
  decodeKeyset,
  type Page,
  type PageQueryDto,
  toPage,
} from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import { ContactsService } from '../contacts/contacts.service.js';
import type { TimelineEvent } from './dto/timeline.response.js';
import { timelinePage } from './timeline.queries.js';
import type { TimelineKind } from './timeline.rules.js';

const DATA_KEY = {
  interaction: 'interaction',
  stage_move: 'stage_move',
  followup_scheduled: 'followup',
  followup_completed: 'followup',
  merge: 'merge',
} as const satisfies Record<TimelineKind, keyof TimelineEvent>;

/** A contact's history merged from the modules that own it (see timelinePage). */
@Injectable()
export class TimelineService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactsService,
  ) {}

  async timeline(
    scope: WorkspaceScope,
    contactId: string,
    query: PageQueryDto,
  ): Promise<Page<TimelineEvent>> {
    await this.contacts.requireExists(scope, contactId);
    const rows = await this.db.rows(
      timelinePage(scope, {
        contactId,
        after: decodeKeyset(query.cursor, ['timestamp', 'uuid', 'text']),
        limit: query.limit,
      }),
    );
    const page = toPage(rows, query.limit, (r) => [r.sort_at, r.id, r.kind]);
    return {
      ...page,
      items: page.items.map((r) => ({
        kind: r.kind,
        at: r.at.toISOString(),
        id: r.id,
        actor_id: r.actor_id,
        [DATA_KEY[r.kind]]: r.data,
      })),
    };
  }
}
