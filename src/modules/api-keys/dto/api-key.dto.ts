import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { Length } from '../../../core/http/text-length.js';
import { API_KEY_SCOPES, type ApiKeyScopeName } from '../../../core/auth/api-key-scopes.js';
import { IsUtcDateTime } from '../../../core/http/datetime.decorator.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import { DisplaySafeName } from '../../../core/http/display-name.js';
import { API_KEY_NAME_MAX_LENGTH } from '../api-keys.rules.js';
import { trimmed } from '../../../core/http/kept-text.js';

const SCOPE_LIST = API_KEY_SCOPES.join(', ');
const EXAMPLE_KEY = 'crm_bc0kzooa_4z6m8j8yrt2l46w8tif0ttrtbf0boc1wj9zlqejfoiywnog119';

export class CreateApiKeyDto {
  @ApiProperty({
    minLength: 1,
    maxLength: API_KEY_NAME_MAX_LENGTH,
    example: 'Website lead form',
    description:
      'What the key is for, as the list shows it; trimmed. Control characters and ' +
      'bidirectional embeddings, overrides and isolates are 422: the name could show as ' +
      'another; so is a name of spaces and format characters alone, which shows as nothing',
  })
  @Transform(trimmed)
  // Checked bottom-up, one message per field. Last, display safety: a name read in the list must
  // not show as another key's.
  @DisplaySafeName()
  @Length(1, API_KEY_NAME_MAX_LENGTH, {
    message: `name must be 1 to ${API_KEY_NAME_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'name must be a string' })
  name: string;

  @ApiProperty({
    enum: API_KEY_SCOPES,
    isArray: true,
    minItems: 1,
    uniqueItems: true,
    example: ['contacts:read', 'contacts:write'],
    description: `What the key may do, at least one, each once: ${SCOPE_LIST}`,
  })
  // Checked bottom-up, one message per field: the first failing check below is the one shown.
  @ArrayUnique({ message: 'scopes must not repeat a scope' })
  @IsIn(API_KEY_SCOPES, { each: true, message: `each scope must be one of: ${SCOPE_LIST}` })
  @ArrayMaxSize(API_KEY_SCOPES.length, {
    message: `scopes must list at most ${API_KEY_SCOPES.length} scopes`,
  })
  @ArrayNotEmpty({ message: 'scopes must name at least one scope' })
  @IsArray({ message: 'scopes must be a list of scopes' })
  scopes: ApiKeyScopeName[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2030-01-01T00:00:00Z',
    description:
      'When the key stops working; in the future; no offset = UTC. Absent or null: never',
  })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @ValidateBy({
    name: 'isFuture',
    validator: {
      validate: (value: unknown) => value instanceof Date && value.getTime() > Date.now(),
      defaultMessage: () => 'expires_at must be in the future',
    },
  })
  @IsUtcDateTime()
  expires_at?: Date | null;
}

export class ListApiKeysQuery extends PageQueryDto {
  @ApiPropertyOptional({
    type: Boolean,
    example: false,
    description: "Managers only: every member's keys in the workspace, not only yours",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'all must be true or false' })
  all?: boolean;
}

export class ApiKeyResponse {
  @ApiProperty({ format: 'uuid', example: '5f0c6d0e-8a51-4c7b-9a53-1f1e2d3c4b5a' }) id: string;
  @ApiProperty({
    format: 'uuid',
    example: '0b9d3c56-2f7e-4e1a-8c43-7a6b5c4d3e2f',
    description: 'The member the key acts as',
  })
  user_id: string;
  @ApiProperty({ example: 'Website lead form' }) name: string;
  @ApiProperty({ example: 'bc0kzooa', description: 'The key starts `crm_<prefix>_`' })
  prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['contacts:read'] })
  scopes: ApiKeyScopeName[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  expires_at: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-25T09:30:00.000Z',
    description: 'The latest use, to the minute: written at most once a minute',
  })
  last_used_at: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-20T08:00:00.000Z' }) created_at: string;
}

export class ApiKeyPageResponse {
  @ApiProperty({ type: [ApiKeyResponse] }) items: ApiKeyResponse[];
  @ApiProperty({ type: String, nullable: true, example: null }) next_cursor: string | null;
}

export class CreatedApiKeyResponse {
  @ApiProperty({ format: 'uuid', example: '5f0c6d0e-8a51-4c7b-9a53-1f1e2d3c4b5a' }) id: string;
  @ApiProperty({ example: 'Website lead form' }) name: string;
  @ApiProperty({ example: 'bc0kzooa' }) prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['contacts:read'] })
  scopes: ApiKeyScopeName[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  expires_at: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-25T09:30:00.000Z' }) created_at: string;
  @ApiProperty({
    example: EXAMPLE_KEY,
    description: 'The key, shown this once: only its hash is kept. Send it as `X-Api-Key`.',
  })
  key: string;
}
