import { TAG_LENGTH_SCHEMA } from '../../../contacts/dto/tag-form.decorator.js';
import { applyDecorators } from '@nestjs/common';
import { LowercaseIds } from '../../../../core/http/lowercase-ids.decorator.js';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  getSchemaPath,
  PickType,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsNotEmptyObject,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MaxLength, MinLength } from '../../../../core/http/text-length.js';
import { BULK_ACTIONS, type BulkActionName, MAX_BULK_CONTACTS } from '../contacts-bulk.rules.js';
import { MAX_TAGS, TAG_MAX_LENGTH } from '../../../contacts/contacts.rules.js';
import { IsTagForm } from '../../../contacts/dto/tag-form.decorator.js';
import { LOST_REASON_MAX_LENGTH } from '../../../settings/settings.rules.js';
import { ListContactsQuery } from '../../../contacts/dto/list-contacts.query.js';
import { isFilterTree } from '../../../contacts/query/contact-query.parser.js';
import { OptionalNotNull } from '../../../../core/http/optional-not-null.js';

/** The filters of `GET /contacts`, as a bulk action's `filter`. */
export class BulkContactsFilterDto extends PickType(ListContactsQuery, [
  'stage',
  'owner_id',
  'q',
  'dormant',
  'tag',
] as const) {}

/** The document's properties of `params`, whatever the action. */
export const BULK_PARAMS_PROPERTIES = {
  stage: {
    type: 'string',
    maxLength: 40,
    description:
      "move_stage: a stage key, of each contact's own pipeline unless `pipeline` is given",
  },
  pipeline: {
    type: 'string',
    maxLength: 40,
    description:
      'move_stage: the pipeline to move into, as the stage route takes it (`stage` must be one ' +
      "of its stages); without it each contact stays in its own pipeline, and a contact's " +
      'pipeline that lacks `stage` is 422',
  },
  lost_reason: {
    type: 'string',
    maxLength: LOST_REASON_MAX_LENGTH,
    nullable: true,
    description:
      "move_stage: why the deals were lost, with a move into a lost stage: one of the workspace's " +
      'lost_reasons, as the stage route takes it (null: none, valid with any stage)',
  },
  owner_id: {
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'assign_owner: a member, or null to unassign',
  },
  tags: {
    type: 'array',
    items: TAG_LENGTH_SCHEMA,
    minItems: 1,
    maxItems: MAX_TAGS,
    description:
      'add_tags, remove_tags: the tags; those added in the form a contact takes (`tags`: no ' +
      "whitespace at either end, no '|'), those removed as stored",
  },
  custom: {
    type: 'object',
    additionalProperties: true,
    minProperties: 1,
    description:
      'set_fields: custom values by field key, as `PATCH /contacts/{id}` takes `custom` (each ' +
      'key merged in, null clears it)',
  },
} as const;

@ApiExtraModels(BulkContactsFilterDto)
export class BulkContactsDto {
  @ApiProperty({ enum: BULK_ACTIONS, example: 'move_stage' })
  @IsIn(BULK_ACTIONS)
  action: BulkActionName;

  @ApiPropertyOptional({
    type: 'object',
    properties: BULK_PARAMS_PROPERTIES,
    example: { stage: 'contacted' },
    description:
      'What the action needs: `move_stage` `{ stage, pipeline?, lost_reason? }` as ' +
      '`POST /contacts/{id}/stage` takes them (without `pipeline` each contact stays in its own ' +
      "pipeline: when a listed contact's pipeline lacks the stage the request is 422 naming " +
      '`params.stage`, nothing moved; over a filter, the batch holding such a contact fails ' +
      'the job); `assign_owner` `{ owner_id }` ' +
      '(a member, or null to unassign); `add_tags` and `remove_tags` `{ tags }` ' +
      `(1-${MAX_TAGS} tags of 1-${TAG_MAX_LENGTH} characters); \`delete\` none (\`{}\` or ` +
      'absent); `set_fields` `{ custom }` (custom values by key, as PATCH takes them: a null ' +
      "clears one; each checked against the workspace's active fields, 422 naming " +
      '`params.custom.<key>`)',
  })
  @OptionalNotNull()
  @IsObject()
  params?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: MAX_BULK_CONTACTS,
    uniqueItems: true,
    example: ['5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33'],
    description: `The contacts to act on: 1-${MAX_BULK_CONTACTS} ids, each once (or \`filter\`)`,
  })
  @OptionalNotNull()
  @LowercaseIds()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_CONTACTS)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  contact_ids?: string[];

  @ApiPropertyOptional({
    anyOf: [
      { type: 'object', additionalProperties: true, description: 'A filter tree' },
      { $ref: getSchemaPath(BulkContactsFilterDto) },
    ],
    example: {
      or: [
        { field: 'stage', op: 'eq', value: 'lead' },
        { field: 'tags', op: 'any', value: ['webinar'] },
      ],
    },
    description:
      'Instead of `contact_ids`: the contacts a filter matches, as a filter tree (`{ "and": [...] }` ' +
      'or `{ "or": [...] }`, as `POST /contacts/search` takes it; its 422s name `filter.and.0.field` ' +
      'and the like), or the filters of `GET /contacts` (`stage`, `owner_id`, `q`, `dormant`, ' +
      '`tag`; `{}` matches every contact). The action then runs as a job over the contacts the ' +
      'filter matches when the job starts (202), read as its author would read it then (`me` is ' +
      'them, relative dates count from then)',
  })
  @OptionalNotNull()
  @IsObject()
  // A tree is read by the contact query (its 422s name their place); the list's form is checked here.
  @ValidateIf((dto: BulkContactsDto) => !isFilterTree(dto.filter))
  @ValidateNested()
  @Type(() => BulkContactsFilterDto)
  filter?: BulkContactsFilterDto | Record<string, unknown>;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '9b2f6c1e-4d3a-4f8b-a7e5-2c1d0b9a8f76',
    description:
      'Instead of `contact_ids`, alone or with `filter`: a saved view (`GET /views`) whose ' +
      'filter is ANDed with `filter` when the job starts (its sort is not read). A view the ' +
      'caller cannot see is 404 `View not found`; one whose filter no longer reads is 422 naming ' +
      '`view.<place>`, and fails the job if it stops reading before the job starts; one naming ' +
      'a custom field whose `filter_index` is `building` is 409',
  })
  @OptionalNotNull()
  @IsString()
  // Blank (whitespace too) is no view on a read; here it would leave every contact to the action.
  @Matches(/\S/, { message: 'view must not be blank' })
  @MaxLength(100)
  view?: string;
}

export class BulkContactsResponse {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'Contacts acted on' })
  affected: number;
}

/** `params` of `move_stage`, as the stage route's body (ChangeStageDto). */
// Decorators run bottom-up and stop at the first error: the type check comes last here.
export class MoveStageParams {
  @MinLength(1)
  @MaxLength(40)
  @IsString()
  stage: string;

  /** The pipeline to move into; without it each contact's own. */
  @OptionalNotNull()
  @IsNotEmpty()
  @MaxLength(40)
  @IsString()
  pipeline?: string;

  /** With a move into a lost stage, as the stage route takes it. */
  @IsOptional()
  @IsString()
  @MaxLength(LOST_REASON_MAX_LENGTH)
  lost_reason?: string | null;
}

/** `params` of `assign_owner`: `owner_id` must be given, null unassigns. */
export class AssignOwnerParams {
  @ValidateIf((params: AssignOwnerParams) => params.owner_id !== null)
  @IsUUID()
  owner_id: string | null;
}

/** The checks of a list of 1 to MAX_TAGS tags of 1 to TAG_MAX_LENGTH characters. */
const TagList = () =>
  applyDecorators(
    MinLength(1, { each: true }),
    MaxLength(TAG_MAX_LENGTH, { each: true }),
    IsString({ each: true }),
    ArrayMinSize(1),
    ArrayMaxSize(MAX_TAGS),
    IsArray(),
  );

/** `params` of `remove_tags`: any tag a contact may hold, those written before the tag form too. */
export class TagsParams {
  @TagList()
  tags: string[];
}

/**
 * `params` of `add_tags`: tags in the form every write takes (`IsTagForm`). Not a subclass of
 * TagsParams: class-validator drops a parent's custom checks of a property its child checks too.
 */
export class AddTagsParams {
  @IsTagForm()
  @TagList()
  tags: string[];
}

/** `params` of `set_fields`: the custom values by key (checked against the fields when applied). */
export class SetFieldsParams {
  @IsNotEmptyObject(undefined, { message: 'custom must name at least one custom field' })
  @IsObject()
  custom: Record<string, unknown>;
}

/** `params` of `delete`: nothing. */
export class NoParams {}
