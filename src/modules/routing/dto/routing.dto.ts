import { ApiProperty } from '@nestjs/swagger';
import { LowercaseIds } from '../../../core/http/lowercase-ids.decorator.js';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsUUID } from 'class-validator';
import { MAX_ROUTED_MEMBERS, ROUTING_STRATEGIES, type RoutingStrategy } from '../routing.rules.js';

/** `PUT /routing` replaces the whole rule; both fields are required. */
export class ReplaceRoutingDto {
  @ApiProperty({
    enum: ROUTING_STRATEGIES,
    example: 'manual',
    description:
      '`manual`: a contact created without `owner_id` belongs to its creator. `round_robin`: it goes to the next member of `member_ids`, in order.',
  })
  @IsIn(ROUTING_STRATEGIES)
  strategy: RoutingStrategy;

  @ApiProperty({
    type: [String],
    format: 'uuid',
    maxItems: MAX_ROUTED_MEMBERS,
    uniqueItems: true,
    // Empty: valid with `manual`, where any member id an example could name would be refused.
    example: [],
    description:
      'The rotation, in order: distinct members of this workspace. At least one for `round_robin`; kept but unused under `manual`.',
  })
  // Listed bottom-up as they run: a list first, then its size, its ids, its repeats.
  @LowercaseIds()
  @ArrayUnique({ message: 'member_ids must not list a member twice' })
  @IsUUID(undefined, { each: true })
  @ArrayMaxSize(MAX_ROUTED_MEMBERS)
  @IsArray()
  member_ids: string[];
}

export class RoutingResponse {
  @ApiProperty({ enum: ROUTING_STRATEGIES }) strategy: RoutingStrategy;

  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'The rotation, in order; members who have left the workspace are left out',
  })
  member_ids: string[];

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Who gets the next contact created without an owner under round robin',
  })
  next_member_id: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the rule was last saved; null while the workspace uses the default',
  })
  updated_at: string | null;
}
