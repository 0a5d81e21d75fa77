import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { decodeKeyset, type Keyed, type Page, toKeyedPage } from '../../core/http/pagination.js';
import { NotFoundProblem, ValidationProblem } from '../../core/http/problem.js';
import { SqlParams } from '../../core/http/sql.js';
import { queryPrepared } from '../../database/pool-query.js';
import { activityBump } from '../contacts/contact-activity.js';
import { ContactsService } from '../contacts/contacts.service.js';
import type { TimelineSource } from '../timeline/timeline-source.js';
import type { CreateInteractionDto } from './dto/create-interaction.dto.js';
import type { InteractionResponse } from './dto/interaction.response.js';
import type { ListInteractionsQuery } from './dto/list-interactions.query.js';
import type { InteractionType } from './interaction.entity.js';

const COLUMNS = `i.id, i.contact_id, i.type, i.summary, i.occurred_at, i.created_by, i.created_at`;

/** Clocks of phones and laptops drift; "just now" from a slightly fast client is not the future. */
export const FUTURE_SKEW_MS = 5 * 60_000;

/**
 * One count of interactions of a type: per calendar day (`day` set, `author_id` null) or per
 * author (`per_day` false; `author_id` null when the author was removed).
 */
export interface InteractionCount {
  per_day: boolean;
  day: string | null;
  author_id: string | null;
  type: InteractionType;
  count: number;
}

@Injectable()
export class InteractionsService implements TimelineSource {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contacts: ContactsService,
  ) {}

  /**
   * Logs an interaction and bumps the contact's last_activity_at to now, atomically.
   * A back-dated interaction still counts as activity now: it is when the rep touched the lead.
   */
  async log(
    scope: WorkspaceScope,
    user: AuthenticatedUser,
    contactId: string,
    dto: CreateInteractionDto,
  ): Promise<InteractionResponse> {
    if (dto.occurred_at && dto.occurred_at.getTime() > Date.now() + FUTURE_SKEW_MS) {
      throw ValidationProblem.of('occurred_at', 'occurred_at cannot be in the future');
    }
    // One statement, so one transaction: the bump and the record commit together or not at all.
    const p = new SqlParams();
    const [row] = await queryPrepared<InteractionResponse>(
      this.dataSource.manager,
      `WITH touched AS (${activityBump(p, scope, contactId)})
       INSERT INTO interactions AS i (workspace_id, is_demo, contact_id, type, summary, occurred_at, created_by)
       SELECT ${p.add(scope.workspace.id)}, ${p.add(scope.demo)}, touched.id, ${p.add(dto.type)},
              ${p.add(dto.summary)}, COALESCE(${p.add(dto.occurred_at ?? null)}::timestamptz, now()),
              ${p.add(user.id)}
         FROM touched
       RETURNING ${COLUMNS}`,
      p.values,
    );
    if (!row) throw new NotFoundProblem('Contact');
    return row;
  }

  /** A contact's interactions, newest first (by when they happened). */
  async list(
    scope: WorkspaceScope,
    contactId: string,
    query: ListInteractionsQuery,
  ): Promise<Page<InteractionResponse>> {
    await this.contacts.requireExists(scope, contactId);
    const p = new SqlParams();
    const where = [
      `i.workspace_id = ${p.add(scope.workspace.id)}`,
      `i.is_demo = ${p.add(scope.demo)}`,
      `i.contact_id = ${p.add(contactId)}`,
    ];
    if (query.type !== undefined) where.push(`i.type = ${p.add(query.type)}`);
    const after = decodeKeyset(query.cursor, ['timestamp', 'uuid']);
    if (after)
      where.push(
        `(i.occurred_at, i.id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`,
      );
    const rows = await this.dataSource.query<Keyed<InteractionResponse>[]>(
      `SELECT ${COLUMNS}, i.occurred_at::text AS sort_at FROM interactions i
        WHERE ${where.join(' AND ')}
        ORDER BY i.occurred_at DESC, i.id DESC LIMIT ${p.add(query.limit + 1)}`,
      p.values,
    );
    return toKeyedPage(rows, query.limit);
  }

  /**
   * For reports: the interactions that happened in [from, to), counted per calendar day in
   * `timezone` and type, and per author and type, in one statement (GROUPING SETS).
   */
  async activityCounts(
    scope: WorkspaceScope,
    range: { from: Date; to: Date; timezone: string },
  ): Promise<InteractionCount[]> {
    return this.dataSource.query<InteractionCount[]>(
      `SELECT GROUPING(x.day) = 0 AS per_day, x.day::text AS day, x.author_id, x.type,
              count(*)::int AS count
         FROM (SELECT (i.occurred_at AT TIME ZONE $5)::date AS day, i.created_by AS author_id, i.type
                 FROM interactions i
                WHERE i.workspace_id = $1 AND i.is_demo = $2
                  AND i.occurred_at >= $3 AND i.occurred_at < $4) x
        GROUP BY GROUPING SETS ((x.day, x.type), (x.author_id, x.type))
        ORDER BY per_day DESC, x.day, x.author_id, x.type`,
      [scope.workspace.id, scope.demo, range.from, range.to, range.timezone],
    );
  }

  timelineSql(p: SqlParams, scope: WorkspaceScope, contactId: string): string {
    return `SELECT 'interaction'::text AS kind, i.id, i.occurred_at AS at, i.created_by AS actor_id,
        jsonb_build_object('type', i.type, 'summary', i.summary, 'created_at', i.created_at) AS data
      FROM interactions i
      WHERE i.workspace_id = ${p.add(scope.workspace.id)} AND i.is_demo = ${p.add(scope.demo)}
        AND i.contact_id = ${p.add(contactId)}`;
  }
}
