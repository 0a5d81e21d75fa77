import { ApiProperty } from '@nestjs/swagger';

export class ContactResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() first_name: string;
  @ApiProperty({ nullable: true, type: String }) last_name: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty({ nullable: true, type: String }) title: string | null;
  @ApiProperty({ description: 'Stage key' }) stage: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) owner_id: string | null;
  @ApiProperty({ type: 'integer' }) value_cents: number;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ format: 'date-time' }) last_activity_at: string;
  @ApiProperty({ description: 'Derived at read time from dormancy_days; never stored' })
  dormant: boolean;
  @ApiProperty({ type: 'integer', description: 'Whole days since last_activity_at' })
  days_inactive: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ContactPageResponse {
  @ApiProperty({ type: [ContactResponse] }) items: ContactResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class DormantContactPageResponse extends ContactPageResponse {
  @ApiProperty({ type: 'integer', description: "The workspace's dormancy_days" })
  threshold_days: number;
}
