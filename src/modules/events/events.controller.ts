import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type {
  AuthenticatedUser,
  CrmRequest,
  WorkspaceScope,
} from '../../core/auth/request-context.js';
import type { RequestOrigin } from '../../core/auth/request-origin.js';
import {
  EXPIRED_TICKET_DETAIL,
  INVALID_TICKET_DETAIL,
  StreamTickets,
  TicketWithHeaderProblem,
} from '../../core/auth/stream-tickets.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import {
  CurrentOrigin,
  CurrentUser,
  CurrentWorkspace,
} from '../../core/decorators/request-context.decorators.js';
import { EventStream, ReadOnly } from '../../core/decorators/route-policy.decorators.js';
import { problemExample } from '../../core/http/problem-details.filter.js';
import { type Problem, UnauthorizedProblem, ValidationProblem } from '../../core/http/problem.js';
import { unknownPropertyMessage } from '../../core/http/unread-input.js';
import { StreamEventsQuery, StreamTicketResponse } from './dto/events.dto.js';
import { takeOver } from './event-stream.js';
import { EventStreams } from './event-streams.js';
import { STREAM_EXAMPLE } from './events.openapi.js';
import {
  lastEventIdOf,
  NO_LONGER_A_MEMBER,
  shuttingDown,
  tooManyStreamsOfUser,
} from './events.rules.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };
const RETRY_AFTER = { 'Retry-After': { $ref: '#/components/headers/Retry-After' } };

/**
 * A refusal of the stream, as the problem filter writes it: its media type named, as the route
 * otherwise produces `text/event-stream` alone.
 */
function problemContent(problem: Problem) {
  return { 'application/json': { schema: PROBLEM, example: problemExample(problem) } };
}

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
      'one per event of the workspace), `event` (its type: every webhook event type but ' +
      '`ping`, and `contact.hidden`, `view.hidden`) and `data` (the body its webhook delivery ' +
      'POSTs, the record as the API ' +
      'presents it). A member who sees only some contacts (`settings.member_visibility`) gets ' +
      "only their events, and an import's or a bulk operation's only for those they started; " +
      'a contact given to an owner they do not see is announced as ' +
      '`contact.hidden` with its id only, a view made private to the others as `view.hidden`. ' +
      'A member removed from the workspace has their streams closed; a role change, or a ' +
      'member leaving, sends `event: reset`, and so does resuming past such a change (or, for ' +
      'a member, past a change of a group, of the visibility settings or of the tier). The ' +
      'stream opens with `event: ready` (data `{}`), its `retry:`, and as its `id:` where it starts, ' +
      'so a client whose stream drops before its first event still resumes from there. An ' +
      "event's id is its number; a frame that " +
      'is no event has `<number>-<record>`, where the stream stands: treat ids as opaque. ' +
      'Reconnect with `Last-Event-ID` (or `?last_event_id=`; the header wins) to get every ' +
      'event after it, in order, then the live ones; an id the store does not hold, one of ' +
      'before a break of its record of events, or one no stream sends, answers one ' +
      '`event: reset` (reload, then go on from its id). A client away up to a day resumes: ' +
      "a workspace's events are recorded for a day after its last stream closed, and kept " +
      '30 days by default. A comment every 25 seconds keeps proxies from closing it; `retry:` says how long to ' +
      'wait before reconnecting. At a shutdown the instance sends `event: reconnect` (with the ' +
      'id to resume from) and closes: resume on another. At most 5 streams per user on each ' +
      'instance and 500 per instance (429 with Retry-After). A reader too slow to take its ' +
      'events is dropped and resumes. Authenticate with the usual headers, or, from a ' +
      "browser's EventSource, with `?ticket=` (`POST /events/tickets`).",
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description:
      'Resume after this id (what a browser sends when it reconnects by itself); one the ' +
      'store does not hold, or no id a stream sends, answers `event: reset`',
    schema: { type: 'string', example: '1042' },
  })
  @ApiOkResponse({
    description: 'The stream',
    content: { 'text/event-stream': { schema: { type: 'string' }, example: STREAM_EXAMPLE } },
  })
  @ApiBadRequestResponse({
    description: 'A ticket beside a credential header (`code: conflicting_credentials`)',
    content: problemContent(new TicketWithHeaderProblem()),
  })
  @ApiUnauthorizedResponse({
    description:
      'Missing or unacceptable bearer token, a ticket unknown, already used (`' +
      INVALID_TICKET_DETAIL +
      '`) or expired (`' +
      EXPIRED_TICKET_DETAIL +
      '`), a member removed from the workspace since (`' +
      NO_LONGER_A_MEMBER +
      '`)',
    content: problemContent(new UnauthorizedProblem(INVALID_TICKET_DETAIL)),
  })
  @ApiTooManyRequestsResponse({
    description:
      "Too many streams open (`code: too_many_streams`): the user's on this instance " +
      "(`EVENT_STREAMS_PER_USER`, 5 by default; Retry-After 5), or the instance's " +
      '(`EVENT_STREAMS_PER_INSTANCE`, 500 by default; Retry-After 1: another instance may take ' +
      'it)',
    headers: RETRY_AFTER,
    content: problemContent(tooManyStreamsOfUser(5)),
  })
  @ApiServiceUnavailableResponse({
    description:
      'The instance is shutting down (`code: shutting_down`, Retry-After 1): open the stream ' +
      'again, another instance takes it',
    headers: RETRY_AFTER,
    content: problemContent(shuttingDown()),
  })
  async stream(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: StreamEventsQuery,
    @Req() request: CrmRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const caller = {
      userId: user.id,
      workspaceId: scope.workspace.id,
      apiKeyId: request.apiKey?.id,
    };
    const lastEventId = lastEventIdOf(request, query);
    // HEAD (Fastify answers it for every GET) has no body to stream: its headers, then the end.
    // Opened as a stream, it held one of the user's places for as long as its client waited.
    if (request.method === 'HEAD') {
      takeOver(reply).end();
      return;
    }
    const spend = this.tickets.spenderOf(request);
    const start = await this.streams.start(caller, lastEventId, reply.raw, spend);
    // The client went away while its stream opened: there is no one to answer.
    if (start === null) {
      reply.hijack();
      return;
    }
    this.streams.attach(takeOver(reply), start);
  }

  @Post('tickets')
  @HttpCode(201)
  // Changes nothing of the workspace, as a read: a free workspace may ask, and an
  // Idempotency-Key is not stored for it, so a repeat gets a new ticket rather than a spent one,
  // and the ticket's text is kept nowhere.
  @ReadOnly()
  @ApiOperation({
    operationId: 'createStreamTicket',
    summary: 'A single-use ticket to open the event stream from a browser',
    description:
      "A browser's EventSource cannot send `Authorization`: ask for a ticket with the usual " +
      'credentials, then open `GET /events?ticket=<ticket>` within 60 seconds. It opens one ' +
      'stream (401 after, and after it expires; a HEAD, a 429 or a 503 leaves it usable) and stands ' +
      'for the member who asked, as of when it is used. Each request answers a new ticket: ' +
      'an `Idempotency-Key` is not stored for it. Free workspaces may ask too.',
  })
  @ApiCreatedResponse({ type: StreamTicketResponse })
  // Documented here: as a route that changes nothing it gets no derived 422, yet it takes no body.
  @ApiUnprocessableEntityResponse({
    description:
      'Validation failed: `errors` names each field; this route takes no body, and each ' +
      'property of one sent is refused',
    schema: PROBLEM,
    example: problemExample(ValidationProblem.of('ttl', unknownPropertyMessage('ttl'))),
  })
  async ticket(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentOrigin() origin: RequestOrigin,
  ): Promise<StreamTicketResponse> {
    // A ticket asked for with an API key is tied to it: it and its stream end with the key.
    return this.tickets.issue(user.id, origin.actor.api_key_id ?? undefined);
  }
}
