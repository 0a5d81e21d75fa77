import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Page, type PageQueryDto, toPage } from '../../core/http/pagination.js';
import { SqlParams } from '../../core/http/sql.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { ContactsQueryService } from '../contacts/contacts-query.service.js';
import { FollowupsService } from '../followups/followups.service.js';
import { InteractionsService } from '../interactions/interactions.service.js';
import type { TimelineEvent } from './dto/timeline.response.js';
import type { TimelineKind, TimelineSource } from './timeline-source.js';

interface EventRow {
  kind: TimelineKind;
  id: string;
  at: Date;
  actor_id: string | null;
  data: Record<string, unknown>;
  sort_at: string;
}

const DATA_KEY = {
  interaction: 'interaction',
  stage_move: 'stage_move',
  followup_scheduled: 'followup',
  followup_completed: 'followup',
} as const satisfies Record<TimelineKind, keyof TimelineEvent>;

/**
 * A contact's history merged from the modules that own it. Each module contributes the SELECT
 * over its own table; this service only joins them with UNION ALL and pages the union on the
 * common key (at, id, kind), newest first, in one query.
 */
@Injectable()
export class TimelineService {
  private readonly sources: TimelineSource[];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contacts: ContactsService,
    private readonly contactsQuery: ContactsQueryService,
    interactions: InteractionsService,
    followups: FollowupsService,
  ) {
    this.sources = [interactions, this.contactsQuery, followups];
  }

  async timeline(
    scope: WorkspaceScope,
    contactId: string,
    query: PageQueryDto,
  ): Promise<Page<TimelineEvent>> {
    await this.contacts.requireExists(scope, contactId);
    const p = new SqlParams();
    const union = this.sources
      .map((source) => `(${source.timelineSql(p, scope, contactId)})`)
      .join('\nUNION ALL\n');
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid', 'text']);
    const keyset = after
      ? `WHERE (e.at, e.id, e.kind) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid, ${p.add(after[2])}::text)`
      : '';
    const rows = await this.dataSource.query<EventRow[]>(
      `SELECT e.kind, e.id, e.at, e.actor_id, e.data, e.at::text AS sort_at
         FROM (${union}) e ${keyset}
        ORDER BY e.at DESC, e.id DESC, e.kind DESC LIMIT ${p.add(query.limit + 1)}`,
      p.values,
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
