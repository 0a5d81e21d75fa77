import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { Length } from '../../../core/http/text-length.js';
import {
  GROUP_NAME_MAX_LENGTH,
  MAX_GROUP_MEMBERS,
  MEMBER_IDS_MESSAGE,
  NAME_MESSAGE,
  TOO_MANY_MEMBERS_MESSAGE,
} from '../groups.rules.js';
import { OptionalNotNull } from '../../../core/http/optional-not-null.js';
import { DisplaySafeName } from '../../../core/http/display-name.js';
import { trimmed } from '../../../core/http/kept-text.js';

const EXAMPLE_MEMBER_IDS = [
  '3f0c9a52-8d1e-4b7a-9c2f-5e6d7a8b9c01',
  '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
];

const NAME_DOC = {
  minLength: 1,
  maxLength: GROUP_NAME_MAX_LENGTH,
  description: 'Trimmed; unique in the workspace whatever its case or Unicode normalisation form',
};
const MEMBER_IDS_DESCRIPTION =
  "Distinct ids of the workspace's members (`GET /team`), in any order; a member may be in " +
  'several groups, and a group may have none.';
const MEMBER_IDS_DOC: ApiPropertyOptions = {
  type: [String],
  format: 'uuid',
  maxItems: MAX_GROUP_MEMBERS,
  uniqueItems: true,
  // Empty: any member id an example could name would be refused where it is tried.
  example: [],
};

export class CreateGroupDto {
  @ApiProperty({ ...NAME_DOC, example: 'Inbound' })
  @Transform(trimmed)
  @DisplaySafeName()
  // Checked bottom-up, one message per field.
  @Length(1, GROUP_NAME_MAX_LENGTH, { message: NAME_MESSAGE })
  @IsString({ message: 'name must be a string' })
  name: string;

  @ApiPropertyOptional({
    ...MEMBER_IDS_DOC,
    default: [],
    description: `${MEMBER_IDS_DESCRIPTION} Absent: none.`,
  })
  @OptionalNotNull()
  @ArrayMaxSize(MAX_GROUP_MEMBERS, { message: TOO_MANY_MEMBERS_MESSAGE })
  @IsArray({ message: MEMBER_IDS_MESSAGE })
  member_ids?: string[];
}

/** Changes the parts given; the others stay. */
export class UpdateGroupDto {
  @ApiPropertyOptional({ ...NAME_DOC, example: 'Field sales' })
  @OptionalNotNull()
  @Transform(trimmed)
  @DisplaySafeName()
  @Length(1, GROUP_NAME_MAX_LENGTH, { message: NAME_MESSAGE })
  @IsString({ message: 'name must be a string' })
  name?: string;

  @ApiPropertyOptional({
    ...MEMBER_IDS_DOC,
    description: `${MEMBER_IDS_DESCRIPTION} Replaces the members: those not listed leave.`,
  })
  @OptionalNotNull()
  @ArrayMaxSize(MAX_GROUP_MEMBERS, { message: TOO_MANY_MEMBERS_MESSAGE })
  @IsArray({ message: MEMBER_IDS_MESSAGE })
  member_ids?: string[];
}

export class GroupResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Inbound' }) name: string;
  @ApiProperty({
    type: [String],
    format: 'uuid',
    example: EXAMPLE_MEMBER_IDS,
    description: "The members' ids, in ascending order of id (not the order they were given in)",
  })
  member_ids: string[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class GroupPageResponse {
  @ApiProperty({ type: [GroupResponse] }) items: GroupResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
