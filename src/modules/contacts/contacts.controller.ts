import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthenticatedUser, WorkspaceScope } from '../../core/auth/request-context.js';
import { CurrentUser, CurrentWorkspace } from '../../core/decorators/request-context.decorators.js';
import { IdParam } from '../../core/http/id-param.decorator.js';
import { ContactsService } from './contacts.service.js';
import { ChangeStageDto } from './dto/change-stage.dto.js';
import {
  ContactPageResponse,
  ContactResponse,
  DormantContactPageResponse,
} from './dto/contact.response.js';
import { CreateContactDto } from './dto/create-contact.dto.js';
import {
  CountContactsQuery,
  DormantContactsQuery,
  ListContactsQuery,
} from './dto/list-contacts.query.js';
import { ContactCountResponse, SearchContactsDto } from './dto/search-contacts.dto.js';
import { ReadOnly } from '../../core/decorators/route-policy.decorators.js';
import { ContactQueryService } from './query/contact-query.service.js';
import { FILTER_PARAM } from './query/contact-query.openapi.js';
import { FilterParams, type FilterParamValues } from '../../core/http/filter-params.decorator.js';
import { UpdateContactDto } from './dto/update-contact.dto.js';
import { ApiKeyScope } from '../../core/decorators/api-key-scope.decorator.js';
import { UpsertContactDto, UpsertContactResponse } from './dto/upsert-contact.dto.js';
import {
  ambiguousMatchDetail,
  MAX_SNOOZE_DAYS,
  missingMatchValueMessage,
  unseenMatchDetail,
} from './contacts.rules.js';
import { ContactSnoozeService } from './contact-snooze.service.js';
import { SnoozeContactDto } from './dto/snooze-contact.dto.js';

@ApiTags('Contacts')
@ApiBearerAuth()
@ApiKeyScope('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly queries: ContactQueryService,
    private readonly snoozes: ContactSnoozeService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listContacts',
    summary: 'List contacts, newest first or by `sort`, with filters',
    description:
      'Filters combine: `stage` (a key), `owner_id`, `dormant=true|false`, `q`, a ' +
      'case-insensitive substring search over first and last name, e-mail and company together ' +
      '(`ada lovelace` matches Ada Lovelace), and `tag`, one whole tag as stored (tags keep ' +
      'their case, so `VIP` does not match `vip`), with any conditions of `filter` on every ' +
      'filterable field, custom ones included. `sort` orders by up to three keys; `next_cursor` ' +
      'walks every matching contact once, whatever the ties and missing values. Every contact ' +
      'carries the derived `dormant` and `days_inactive`.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: ContactPageResponse })
  list(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListContactsQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.queries.list(scope, user, query, filters);
  }

  // Static paths: registered before the `:id` routes, and Fastify prefers them to a parameter.
  @Get('count')
  @ApiOperation({
    operationId: 'countContacts',
    summary: 'How many contacts the filters of the list match',
    description:
      'The filters of `GET /contacts` (its parameters and `filter`), and the exact number of ' +
      'contacts they match. Like every read it is bounded by the statement timeout.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: ContactCountResponse })
  count(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: CountContactsQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.queries.count(scope, user, query, filters);
  }

  @Post('search')
  @HttpCode(200)
  @ReadOnly()
  @ApiOperation({
    operationId: 'searchContacts',
    summary: 'List contacts matching a filter tree (a read)',
    description:
      'The list of `GET /contacts` with its filter as a tree of `and` and `or` groups in the ' +
      'body, for filters a query string cannot say. A read: a free workspace searches its demo ' +
      'contacts, and an API key needs `contacts:read`. For a filter of ANDed conditions it ' +
      'answers what `GET /contacts` answers with the same conditions, and pages the same way ' +
      '(`limit`, `cursor`, `sort`). As a read, it stores no `Idempotency-Key`: a repeat reads ' +
      'again.',
  })
  @ApiOkResponse({ type: ContactPageResponse })
  search(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SearchContactsDto,
  ) {
    return this.queries.search(scope, user, body);
  }

  @Get('dormant')
  @ApiOperation({
    operationId: 'listDormantContacts',
    summary: 'Dormant contacts, longest inactive first',
    description:
      'A contact is dormant when its `last_activity_at` is at least `dormancy_days` (settings) ' +
      'whole days of 24 h ago, computed at read time and never stored; `threshold_days` is that ' +
      'setting. `last_activity_at` is set at creation and bumped only by a stage change, logging ' +
      'an interaction and scheduling a follow-up. Editing a contact, completing, editing or ' +
      'deleting a follow-up, and every read leave it alone. The conditions of `filter` narrow ' +
      "the list as they narrow `GET /contacts`. Options, each off by default: a stage's " +
      '`rotting_days` is the threshold of its contacts (`dormancy_threshold_days` on each); ' +
      'with `settings.dormancy_ignores_closed` a won or lost stage without rotting days is never ' +
      'dormant; with `settings.dormancy_respects_plans` a contact whose next open follow-up is ' +
      'due later is not dormant until it is overdue. A snoozed contact (`snoozed_until`) is not ' +
      'dormant until its snooze ends.',
  })
  @ApiQuery(FILTER_PARAM)
  @ApiOkResponse({ type: DormantContactPageResponse })
  dormant(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: DormantContactsQuery,
    @FilterParams() filters: FilterParamValues,
  ) {
    return this.queries.dormant(scope, user, query, filters);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createContact',
    summary: 'Create a contact (premium); answers 200 with the contact',
    description:
      '`first_name` is required. `stage` defaults to the first open stage. Without `owner_id` the ' +
      'owner comes from routing (`GET /routing`; the creator under manual routing); ' +
      '`owner_id: null` leaves the contact unassigned and uses no routing turn. ' +
      '`last_activity_at` starts at now, and the entry into the pipeline is recorded as a stage ' +
      'move (`from_stage: null`).',
  })
  @ApiOkResponse({ type: ContactResponse })
  create(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateContactDto,
  ) {
    return this.contacts.create(scope, user, dto);
  }

  @Post('upsert')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'upsertContact',
    summary: 'Create or edit the contact with an e-mail (premium); answers 200 with created',
    description:
      '`match_on` names the field that finds the contact; `email` is the only one for now, so ' +
      '`contact.email` is required (422 `Validation failed: email is required to match on ' +
      'email`, field `contact.email`). `contact` follows the rules of the `POST /contacts` body, ' +
      'and its errors name fields by their path (`contact.first_name`). The match folds case ' +
      '(`Ada@Example.com` finds `ada@example.com`; e-mails are stored trimmed) and looks only at ' +
      "this workspace's real contacts, never demo ones. No match: the contact is created exactly " +
      'as `POST /contacts` creates it (routing when `owner_id` is absent, the entry recorded as ' +
      'a stage move, `last_activity_at` now) and `created` is true. One match: it is edited as ' +
      '`PATCH /contacts/{id}` edits, with the fields given (the e-mail as spelled here), ' +
      '`last_activity_at` unchanged and no routing, and `created` is false; `stage` only places ' +
      'a new contact and is ignored on a match (a `stage`, `pipeline` or `lost_reason` that ' +
      '`POST /contacts` refuses is still 422), since moving a ' +
      'contact is activity and goes through `POST /contacts/{id}/stage`. Two or more matches: ' +
      '409, nothing written, `contact_ids` lists them (sorted, at most 100). A member who sees ' +
      'only some contacts (`settings.member_visibility`) matches among those; where none has ' +
      'the e-mail but one they do not see does, 409 as well, naming none: creating one more ' +
      'would duplicate it. Concurrent upserts ' +
      'of one new e-mail create one contact: the others find it and edit it.',
  })
  @ApiBody({
    type: UpsertContactDto,
    examples: {
      lead: {
        summary: 'A lead from a web form',
        value: {
          match_on: 'email',
          contact: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada@engines.example',
            company: 'Analytical Engines',
            title: 'CTO',
            tags: ['webinar'],
          },
        },
      },
    },
  })
  @ApiOkResponse({ type: UpsertContactResponse })
  @ApiConflictResponse({
    description:
      'Several contacts match; `contact_ids` lists them, sorted (at most 100). Or none the ' +
      `member sees does and one they do not see has the e-mail (\`${unseenMatchDetail('email')}\`)`,
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 409,
      detail: ambiguousMatchDetail('email', 2),
      code: 'conflict',
      contact_ids: ['0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10', '5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
    },
  })
  @ApiUnprocessableEntityResponse({
    description: 'Validation failed',
    schema: { $ref: '#/components/schemas/Problem' },
    example: {
      status: 422,
      detail: `Validation failed: ${missingMatchValueMessage('email')}`,
      code: 'validation_failed',
      errors: [{ field: 'contact.email', message: missingMatchValueMessage('email') }],
    },
  })
  upsert(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpsertContactDto,
  ) {
    return this.contacts.upsert(scope, user, dto);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getContact',
    summary: 'One contact, with the derived dormant and days_inactive',
    description: "Another workspace's contact is 404 `Contact not found`, as an unknown id is.",
  })
  @ApiOkResponse({ type: ContactResponse })
  get(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.contacts.get(scope, id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateContact',
    summary: 'Edit fields (premium); does not change stage or last_activity_at',
    description:
      'Fields only: the stage changes through `POST /contacts/{id}/stage`. Editing is not ' +
      'activity, so the contact stays as dormant as it was.',
  })
  @ApiOkResponse({ type: ContactResponse })
  update(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Contact') id: string,
    @Body() dto: UpdateContactDto,
  ) {
    return this.contacts.update(scope, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteContact',
    summary: 'Move a contact to the trash (premium)',
    description:
      'Answers 204. The contact goes to the trash with its interactions, follow-ups, stage moves ' +
      'and sequence enrollments; every other route then treats it as gone. `POST /contacts/{id}/restore` brings it back as it ' +
      'was; it is purged after `trash_retention_days` (settings), or at once by an admin ' +
      '(`DELETE /trash/contacts/{id}`). `POST /contacts/{id}/erase` removes a person for good. ' +
      'Announced by `contact.deleted`.',
  })
  @ApiNoContentResponse()
  remove(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.contacts.remove(scope, id);
  }

  @Post(':id/stage')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'changeContactStage',
    summary: 'Move to a stage (premium); records the move and bumps last_activity_at',
    description:
      '`{ "stage": "<key>", "pipeline"?: "<key>", "lost_reason"?: "<reason>" }`: without ' +
      "`pipeline` the move stays in the contact's own pipeline, and a stage that pipeline lacks " +
      'is 422; an unknown key is 422 naming the valid ones. `lost_reason` goes with a move into ' +
      'a lost stage (one of `settings.lost_reasons`; required when `settings.require_lost_reason`). Sets ' +
      '`last_activity_at` to now and records the move (from, to, by, at) in one transaction. ' +
      'Posting the stage the contact is already in still counts as activity but records no move. ' +
      'A move into a won- or lost-kind stage (the kind comes from the workspace stages, so a ' +
      'custom `gone_cold` of kind `lost` counts) finishes every active sequence enrollment of the ' +
      'contact and cancels their open follow-ups, in the same transaction.',
  })
  @ApiOkResponse({ type: ContactResponse })
  changeStage(
    @CurrentWorkspace() scope: WorkspaceScope,
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('Contact') id: string,
    @Body() dto: ChangeStageDto,
  ) {
    return this.contacts.changeStage(scope, user, id, dto);
  }

  @Post(':id/snooze')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'snoozeContact',
    summary: 'Keep a contact off the dormant list until a time (premium); not activity',
    description:
      '`{ "until": "<UTC datetime>", "reason"?: "<text>" }`: `until` in the future and at most ' +
      `${MAX_SNOOZE_DAYS} days ahead (422 otherwise). Until then the contact is not dormant on ` +
      'any read (`dormant`, the dormant list, `filter[dormant]`); `last_activity_at` stays as ' +
      'it is. Snoozing a snoozed contact replaces its snooze. Emits `contact.updated`.',
  })
  @ApiOkResponse({ type: ContactResponse })
  snooze(
    @CurrentWorkspace() scope: WorkspaceScope,
    @IdParam('Contact') id: string,
    @Body() dto: SnoozeContactDto,
  ) {
    return this.snoozes.snooze(scope, id, dto);
  }

  @Delete(':id/snooze')
  @ApiOperation({
    operationId: 'wakeContact',
    summary: "End a contact's snooze (premium)",
    description: 'Answers the contact; one not snoozed stays as it is. Emits `contact.updated`.',
  })
  @ApiOkResponse({ type: ContactResponse })
  wake(@CurrentWorkspace() scope: WorkspaceScope, @IdParam('Contact') id: string) {
    return this.snoozes.wake(scope, id);
  }
}
