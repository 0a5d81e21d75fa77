import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import { TIER_CHANGE_VIAS, TIERS } from '../../workspaces/workspaces.rules.js';

export class ListCompaniesQuery extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Matches the workspace name', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class ListTierChangesQuery extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the changes of this workspace' })
  @IsOptional()
  @IsUUID()
  workspace_id?: string;
}

export class CompanyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TIERS }) tier: string;
  @ApiProperty() is_premium: boolean;
  @ApiProperty({ nullable: true, type: String }) subscription_status: string | null;
  @ApiProperty({ nullable: true, type: String }) payment_customer_id: string | null;
  @ApiProperty({ type: 'integer', description: 'Real members (sample teammates not counted)' })
  member_count: number;
  @ApiProperty({ type: 'integer', description: 'Real contacts (demo data not counted)' })
  contact_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CompanyPageResponse {
  @ApiProperty({ type: [CompanyResponse] }) items: CompanyResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class TierChangeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) workspace_id: string;
  @ApiProperty() workspace_name: string;
  @ApiProperty({ enum: TIERS }) from_tier: string;
  @ApiProperty({ enum: TIERS }) to_tier: string;
  @ApiProperty({ enum: TIER_CHANGE_VIAS }) via: string;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'Who made the change; null for the payment webhook',
  })
  actor_user_id: string | null;
  @ApiProperty({ nullable: true, type: String }) actor_email: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The payment provider event behind a webhook change',
  })
  event_id: string | null;
  @ApiProperty({ format: 'date-time' }) changed_at: string;
}

export class TierChangePageResponse {
  @ApiProperty({ type: [TierChangeResponse] }) items: TierChangeResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class DemoResetResponse {
  @ApiProperty({
    type: 'integer',
    description: 'Workspaces whose demo data was wiped; each is reseeded at its next request',
  })
  workspaces_reset: number;
}
