import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../core/auth/request-context.js';
import { ValidationProblem } from '../../core/http/problem.js';
import { Db } from '../../database/db.js';
import type { Page } from '../../database/keyset.js';
import { ContactsService } from '../contacts/contacts.service.js';
import type { TimelineQueryDto } from './dto/timeline-query.dto.js';
import type { TimelineEvent } from './dto/timeline.response.js';
import { presentChanges } from '../history/history.rules.js';
import { TIMELINE_ORDER, timelinePage } from './timeline.queries.js';
import { TIMELINE_KINDS, type TimelineKind } from './timeline.rules.js';

const DATA_KEY = {
  interaction: 'interaction',
  stage_move: 'stage_move',
  followup_scheduled: 'followup',
  followup_completed: 'followup',
  merge: 'merge',
  change: 'change',
} as const satisfies Record<TimelineKind, keyof TimelineEvent>;

/** The kinds `?kind=` names, each checked; every kind when it names none. */
function kindsOf(kind: string | undefined): readonly TimelineKind[] {
  if (kind === undefined) return TIMELINE_KINDS;
  const kinds = [...new Set(kind.split(',').map((k) => k.trim()))];
  for (const k of kinds) {
    if (!(TIMELINE_KINDS as readonly string[]).includes(k)) {
      throw ValidationProblem.of(
        'kind',
        `'${k}' is not a kind of event: one of ${TIMELINE_KINDS.join(', ')}`,
      );
    }
  }
  return kinds as TimelineKind[];
}

/** An entry of the contact's history as the timeline shows it: its changes as the history does. */
function presentChange(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, changes: presentChanges(data.changes as Record<string, never>) };
}

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
    query: TimelineQueryDto,
  ): Promise<Page<TimelineEvent>> {
    const kinds = kindsOf(query.kind);
    const after = TIMELINE_ORDER.decode(query.cursor);
    await this.contacts.requireExists(scope, contactId);
    const rows = await this.db.rows(
      timelinePage(scope, {
        contactId,
        kinds,
        after,
        limit: query.limit,
      }),
    );
    return TIMELINE_ORDER.page(rows, query.limit, (r) => ({
      kind: r.kind,
      at: r.at.toISOString(),
      id: r.id,
      actor_id: r.actor_id,
      [DATA_KEY[r.kind]]: r.kind === 'change' ? presentChange(r.data) : r.data,
    }));
  }
}
