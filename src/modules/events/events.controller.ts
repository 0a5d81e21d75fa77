import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { EventStreamQuery } from './dto/event-stream.query.js';
import { EventStreams } from './event-streams.js';
import {
  HEARTBEAT_MS,
  MAX_STREAMS_PER_INSTANCE,
  MAX_STREAMS_PER_USER,
  RETRY_MS,
  TOO_MANY_USER_STREAMS_DETAIL,
} from './events.rules.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

/** The workspace's events as they commit, for the web app (Server-Sent Events). */
@ApiTags('Events')
@ApiBearerAuth()
@Controller('events')
export class EventsController {
  constructor(private readonly streams: EventStreams) {}

  @Get()
  @ApiKeyScope('events:read')
  @ApiOperation({
    operationId: 'streamEvents',
    summary: "The workspace's events as they commit (text/event-stream)",
    description:
      'A Server-Sent Events stream of the events webhooks carry, each `id` (its number in the ' +
      'workspace, increasing), `event` (its type) and `data` (the webhook body, the record as the ' +
      'API presents it). A member receives only the events of contacts they see ' +
      '(`settings.member_visibility`). Reconnect with `Last-Event-ID` (or `?last_event_id=`): ' +
      'every event after it follows, in order, then the live ones; an id the workspace does not ' +
      'hold since it has been recording without a break answers one `event: reset` (reload, then ' +
      `follow). \`retry: ${RETRY_MS}\` is set; a comment line every ${HEARTBEAT_MS / 1000} s ` +
      'keeps it open; an instance shutting down sends `retry:` and closes, and the client ' +
      'resumes elsewhere. Events are recorded while a stream was open within the last day. ' +
      `At most ${MAX_STREAMS_PER_USER} streams per member and ${MAX_STREAMS_PER_INSTANCE} per ` +
      'instance (429 with Retry-After). A free workspace gets the stream too.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The id of the last event received, to resume after it',
  })
  @ApiOkResponse({
    description: 'The stream: `id:`, `event:` and `data:` lines, a blank line after each event',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many streams open',
    schema: PROBLEM,
    headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
    example: { status: 429, detail: TOO_MANY_USER_STREAMS_DETAIL, code: 'too_many_streams' },
  })
  async stream(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: EventStreamQuery,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.streams.open(scope, user, query.last_event_id ?? lastEventId, reply);
  }
}
