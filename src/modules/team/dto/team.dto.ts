import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, ValidateBy } from 'class-validator';
import { IsEmailAddress } from '../../../core/http/email-address.js';
import { MaxLength } from '../../../core/http/text-length.js';
import { isDisplaySafe } from '../../../tenancy/identity.js';
import { ROLES, type Role } from '../../../tenancy/user.entity.js';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  EMAIL_MAX_LENGTH,
  UNSAFE_INVITE_EMAIL_MESSAGE,
} from '../team.rules.js';
import { keptText } from '../../../core/http/kept-text.js';

export class TeamMemberResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ description: 'A sample teammate of the demo data (free workspaces only)' })
  is_demo: boolean;
  @ApiProperty({ format: 'date-time', description: 'When the member joined' }) created_at: string;
}

export class TeamPageResponse {
  @ApiProperty({ type: [TeamMemberResponse] }) items: TeamMemberResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class CreateInviteDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'grace@example.com' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? keptText(value).toLowerCase() : value,
  )
  @IsString()
  @IsEmailAddress()
  // Sign-in refuses such an address (it shows as someone else's), so its invite never takes effect.
  @ValidateBy({
    name: 'isDisplaySafe',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || isDisplaySafe(value),
      defaultMessage: () => UNSAFE_INVITE_EMAIL_MESSAGE,
    },
  })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;

  @ApiProperty({
    enum: ASSIGNABLE_ROLES,
    example: 'member',
    description: 'The role the invitee joins with',
  })
  @IsIn(ASSIGNABLE_ROLES, { message: 'role must be one of: member, admin' })
  role: AssignableRole;
}

export class InviteResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Lower-cased' }) email: string;
  @ApiProperty({ enum: ASSIGNABLE_ROLES }) role: AssignableRole;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) invited_by: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class InvitePageResponse {
  @ApiProperty({ type: [InviteResponse] }) items: InviteResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ASSIGNABLE_ROLES, example: 'admin', description: 'The new role' })
  @IsIn(ASSIGNABLE_ROLES, { message: 'role must be one of: member, admin' })
  role: AssignableRole;
}
