import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '../../tenancy/user.entity.js';

export class MeUser {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: string;
  @ApiProperty({ format: 'uuid' }) workspace_id: string;
}

export class StageResponse {
  @ApiProperty() key: string;
  @ApiProperty() label: string;
  @ApiProperty({ enum: ['open', 'won', 'lost'] }) kind: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) probability: number;
  @ApiProperty({ type: 'integer', nullable: true }) rotting_days: number | null;
}

export class MeWorkspace {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() is_premium: boolean;
  @ApiProperty({ nullable: true, type: String }) subscription_status: string | null;
  @ApiProperty({ nullable: true, type: String }) payment_customer_id: string | null;
  @ApiProperty({ type: 'integer' }) dormancy_days: number;
  @ApiProperty({ description: 'IANA time zone' }) timezone: string;
  @ApiProperty({
    description: 'ISO 3166-1 alpha-2 country of phone numbers without a country code',
  })
  default_region: string;
  @ApiProperty({
    type: [StageResponse],
    description: "The default pipeline's stages (`/pipelines` has every pipeline)",
  })
  stages: StageResponse[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class MeResponse {
  @ApiProperty({ type: MeUser }) user: MeUser;
  @ApiProperty({ type: MeWorkspace }) workspace: MeWorkspace;
  @ApiProperty({ description: 'true when the workspace is free and reads demo data' })
  demo: boolean;
}
