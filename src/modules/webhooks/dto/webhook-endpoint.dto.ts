import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  ValidateIf,
} from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { ALL_EVENTS, WEBHOOK_EVENT_TYPES } from '../webhooks.queries.js';

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;
const SUBSCRIBABLE = [...WEBHOOK_EVENT_TYPES, ALL_EVENTS] as const;
const EVENT_LIST = SUBSCRIBABLE.join(', ');
const EXAMPLE_ID = '7d4a3b2c-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const EXAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** Registered in the order checked, one message per field: the first failing check is shown. */
function UrlChecks() {
  return function (target: object, key: string) {
    IsString({ message: 'url must be a string' })(target, key);
    MaxLength(WEBHOOK_URL_MAX_LENGTH, {
      message: `url must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
    })(target, key);
    IsUrl(
      { require_protocol: true, protocols: ['http', 'https'], require_tld: false },
      { message: 'url must be an absolute http or https URL' },
    )(target, key);
  };
}

function EventsChecks() {
  return function (target: object, key: string) {
    IsArray({ message: 'events must be a list of event types' })(target, key);
    ArrayNotEmpty({ message: 'events must name at least one event type' })(target, key);
    ArrayMaxSize(SUBSCRIBABLE.length, {
      message: `events must list at most ${SUBSCRIBABLE.length} event types`,
    })(target, key);
    IsIn(SUBSCRIBABLE, { each: true, message: `each event must be one of: ${EVENT_LIST}` })(
      target,
      key,
    );
    ArrayUnique({ message: 'events must not repeat an event type' })(target, key);
  };
}

function DescriptionChecks() {
  return function (target: object, key: string) {
    IsString({ message: 'description must be a string' })(target, key);
    MaxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, {
      message: `description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
    })(target, key);
  };
}

export class CreateWebhookEndpointDto {
  @ApiProperty({
    maxLength: WEBHOOK_URL_MAX_LENGTH,
    example: 'https://hooks.example.com/crm',
    description:
      'Where events are POSTed: https, no user name or password, and a host whose every ' +
      'address is public',
  })
  @UrlChecks()
  url: string;

  @ApiProperty({
    enum: SUBSCRIBABLE,
    isArray: true,
    minItems: 1,
    uniqueItems: true,
    example: ['contact.created', 'contact.stage_changed'],
    description: `The event types to send, at least one, each once (\`*\`: all): ${EVENT_LIST}`,
  })
  @EventsChecks()
  events: string[];

  @ApiPropertyOptional({
    type: String,
    maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH,
    nullable: true,
    example: 'Data warehouse sync',
    description: 'What the endpoint is for; null or left out: none',
  })
  @IsOptional()
  @DescriptionChecks()
  description?: string | null;
}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({
    maxLength: WEBHOOK_URL_MAX_LENGTH,
    example: 'https://hooks.example.com/crm',
  })
  @OptionalNotNull()
  @UrlChecks()
  url?: string;

  @ApiPropertyOptional({
    enum: SUBSCRIBABLE,
    isArray: true,
    minItems: 1,
    uniqueItems: true,
    example: ['*'],
  })
  @OptionalNotNull()
  @EventsChecks()
  events?: string[];

  @ApiPropertyOptional({
    type: Boolean,
    example: true,
    description:
      'false stops sending; true on an endpoint that is off starts it again and clears ' +
      '`disabled_reason`, `disabled_at` and `failing_since` (on one already on it changes ' +
      'nothing: its failure clock keeps running)',
  })
  @OptionalNotNull()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH,
    example: 'Data warehouse sync',
    description: 'null clears it',
  })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @DescriptionChecks()
  description?: string | null;
}

export class WebhookEndpointResponse {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID }) id: string;
  @ApiProperty({ example: 'https://hooks.example.com/crm' }) url: string;
  @ApiProperty({ type: String, nullable: true, example: 'Data warehouse sync' })
  description: string | null;
  @ApiProperty({ enum: SUBSCRIBABLE, isArray: true, example: ['contact.created'] })
  events: string[];
  @ApiProperty({ example: true, description: 'Whether events are sent to it' }) active: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'Why the service turned it off (failing for 3 days); null when on, or a manager turned it off',
  })
  disabled_reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  disabled_at: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'Since when every delivery has failed; null after a success',
  })
  failing_since: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: '0b9d3c56-2f7e-4e1a-8c43-7a6b5c4d3e2f',
    description: 'The member who created it; null once they are removed',
  })
  created_by: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'Until when the secret replaced by the last rotation still signs',
  })
  previous_secret_expires_at: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-25T09:30:00.000Z' }) created_at: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-25T09:30:00.000Z' }) updated_at: string;
}

export class WebhookEndpointWithSecretResponse extends WebhookEndpointResponse {
  @ApiProperty({
    example: EXAMPLE_SECRET,
    description:
      'The signing secret, shown this once: give it to a Standard Webhooks library ' +
      '(`new Webhook(secret).verify(body, headers)`)',
  })
  secret: string;
}

export class WebhookEndpointPageResponse {
  @ApiProperty({ type: [WebhookEndpointResponse] }) items: WebhookEndpointResponse[];
  @ApiProperty({ type: String, nullable: true, example: null }) next_cursor: string | null;
}

export class WebhookPingResponse {
  @ApiProperty({
    format: 'uuid',
    example: EXAMPLE_ID,
    description: 'The ping event: the `webhook-id` of its deliveries',
  })
  event_id: string;
}
