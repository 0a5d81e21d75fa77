import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type {
  AuthenticatedUser,
  CrmRequest,
  WorkspaceScope,
} from '../../core/auth/request-context.js';
import { StreamTickets } from '../../core/auth/stream-tickets.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import {
  AllowOnFreeWorkspace,
  EventStream,
} from '../../core/decorators/route-policy.decorators.js';
import { StreamEventsQuery, StreamTicketResponse } from './dto/events.dto.js';
import { takeOver } from './event-stream.js';
import { EventStreams } from './event-streams.js';
import { STREAM_EXAMPLE } from './events.openapi.js';
import { lastEventIdOf } from './events.rules.js';

/**
 * The workspace's events as they commit, for the web app: the webhook events, numbered per
 * workspace, each as its webhook body, filtered by what the member sees. A free workspace has
 * the stream too: its tier change is the event it waits for.
 */
@ApiTags('Events')
@ApiBearerAuth()
@ApiKeyScope('events:read')
@Controller('events')
export class EventsController {
  constructor(
    private readonly streams: EventStreams,
    private readonly tickets: StreamTickets,
  ) {}

  @Get()
  @EventStream()
  @ApiOperation({
    operationId: 'streamEvents',
    summary: "The workspace's events as they commit (Server-Sent Events)",
    description:
      'Answers `text/event-stream` and stays open. Each event has `id` (its number, rising by ' +
      'one per event of the workspace), `event` (its type: every webhook event type, and ' +
      '`contact.hidden`) and `data` (the body its webhook delivery POSTs, the record as the API ' +
      'presents it). A member who sees only some contacts (`settings.member_visibility`) gets ' +
      "only their events, and an import's or a bulk operation's only for those they started; " +
      'a contact given to an owner they do not see is announced as ' +
      '`contact.hidden` with its id only. A member removed from the workspace has their ' +
      'streams closed; a role change, or a member leaving, sends `event: reset`. Reconnect with `Last-Event-ID` (or `?last_event_id=`) ' +
      'to get every event after it, in order, then the live ones; an id the store does not hold ' +
      'answers one `event: reset` (reload, then go on from its id). A comment every 25 seconds ' +
      'keeps proxies from closing it; `retry:` says how long to wait before reconnecting. At a ' +
      'shutdown the instance sends `event: reconnect` and closes: resume on another. At most 5 ' +
      'streams per user and 500 per instance (429 with Retry-After). A reader too slow to take ' +
      'its events is dropped and resumes. Authenticate with the usual headers, or, from a ' +
      "browser's EventSource, with `?ticket=` (`POST /events/tickets`).",
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume after this event (what a browser sends when it reconnects by itself)',
    schema: { type: 'string', pattern: '^\\d{1,15}$', example: '1042' },
  })
  @ApiOkResponse({
    description: 'The stream',
    content: { 'text/event-stream': { schema: { type: 'string' }, example: STREAM_EXAMPLE } },
  })
  async stream(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: StreamEventsQuery,
    @Req() request: CrmRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const caller = { userId: user.id, workspaceId: scope.workspace.id };
    const lastEventId = lastEventIdOf(request, query);
    // HEAD (Fastify answers it for every GET) has no body to stream: its headers, then the end.
    // Opened as a stream, it held one of the user's places for as long as its client waited.
    if (request.method === 'HEAD') {
      takeOver(reply).end();
      return;
    }
    const start = await this.streams.start(caller, lastEventId, this.tickets.spenderOf(request));
    this.streams.attach(takeOver(reply), start);
  }

  @Post('tickets')
  @HttpCode(201)
  @AllowOnFreeWorkspace()
  @ApiOperation({
    operationId: 'createStreamTicket',
    summary: 'A single-use ticket to open the event stream from a browser',
    description:
      "A browser's EventSource cannot send `Authorization`: ask for a ticket with the usual " +
      'credentials, then open `GET /events?ticket=<ticket>` within 60 seconds. It opens one ' +
      'stream (401 after, and after it expires; a HEAD or a 429 leaves it usable) and stands ' +
      'for the member who asked, as of when it is used. Free workspaces may ask too.',
  })
  @ApiCreatedResponse({ type: StreamTicketResponse })
  async ticket(@CurrentUser() user: AuthenticatedUser): Promise<StreamTicketResponse> {
    return this.tickets.issue(user.id);
  }
}
