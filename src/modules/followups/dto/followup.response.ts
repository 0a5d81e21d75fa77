import { ApiProperty } from '@nestjs/swagger';
import { FOLLOWUP_STATES, type FollowupState } from '../followups.rules.js';

export class FollowupResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contact_id: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'The assignee' })
  owner_id: string | null;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) scheduled_for: string;
  @ApiProperty({ enum: FOLLOWUP_STATES }) status: FollowupState;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) completed_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) completed_by: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Who scheduled it' })
  created_by: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The sequence enrollment that scheduled it; null when scheduled by hand',
  })
  enrollment_id: string | null;
  @ApiProperty({ format: 'date-time', description: 'When it was scheduled' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class FollowupPageResponse {
  @ApiProperty({ type: [FollowupResponse] }) items: FollowupResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class AgendaContact {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'First and last name' }) name: string;
  @ApiProperty() first_name: string;
  @ApiProperty({ nullable: true, type: String }) last_name: string | null;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
}

export class AgendaItem extends FollowupResponse {
  @ApiProperty({ type: AgendaContact }) contact: AgendaContact;
}

export class AgendaCounts {
  @ApiProperty({ type: 'integer' }) overdue: number;
  @ApiProperty({ type: 'integer' }) today: number;
  @ApiProperty({ type: 'integer' }) upcoming: number;
}

export class AgendaResponse {
  @ApiProperty({
    type: [AgendaItem],
    description: 'Open and past due (including earlier today), oldest first',
  })
  overdue: AgendaItem[];
  @ApiProperty({
    type: [AgendaItem],
    description: 'Open, due from now to the end of today in the workspace time zone',
  })
  today: AgendaItem[];
  @ApiProperty({
    type: [AgendaItem],
    description: 'Open, due in the `days` calendar days after today',
  })
  upcoming: AgendaItem[];
  @ApiProperty({ type: AgendaCounts, description: 'Size of each bucket before `limit`' })
  counts: AgendaCounts;
  @ApiProperty({ example: 'Europe/Paris', description: 'The time zone "today" is taken in' })
  timezone: string;
  @ApiProperty({ example: '2026-11-22', description: 'Today in that time zone' })
  date: string;
  @ApiProperty({ format: 'date-time', description: 'End of today (exclusive)' })
  today_ends_at: string;
  @ApiProperty({ format: 'date-time', description: 'End of the upcoming window (exclusive)' })
  upcoming_ends_at: string;
}
