import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import type { PageQueryDto } from '../../core/pagination/pagination.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { ContactsService } from '../contacts/contacts.service.js';
import type { TimelineEvent } from './dto/timeline.response.js';
import { TIMELINE_ORDER, timelinePage } from './timeline.queries.js';
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
        after: TIMELINE_ORDER.decode(query.cursor),
        limit: query.limit,
      }),
    );
    return TIMELINE_ORDER.page(rows, query.limit, (r) => ({
      kind: r.kind,
      at: r.at.toISOString(),
      id: r.id,
      actor_id: r.actor_id,
      [DATA_KEY[r.kind]]: r.data,
    }));
  }
}
