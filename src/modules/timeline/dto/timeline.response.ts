import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INTERACTION_TYPES, type InteractionType } from '../../interactions/interactions.rules.js';
import { CHANGE_VIAS, type ChangeVia } from '../../../database/change-context.js';
import { HISTORY_CHANGES_SCHEMA, type HistoryChange } from '../../history/dto/history.response.js';
import { TIMELINE_KINDS, type TimelineKind } from '../timeline.rules.js';

export class TimelineInteraction {
  @ApiProperty({ enum: INTERACTION_TYPES }) type: InteractionType;
  @ApiProperty() summary: string;
  @ApiProperty({ format: 'date-time', description: 'When it was logged' }) created_at: string;
}

export class TimelineStageMove {
  @ApiProperty({ nullable: true, type: String, description: 'Null when the contact was created' })
  from_stage: string | null;
  @ApiProperty() to_stage: string;
}

export class TimelineFollowup {
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) scheduled_for: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) owner_id: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) completed_at: string | null;
}

export class TimelineMergedContact {
  @ApiProperty({ format: 'uuid', description: 'Deleted by the merge' }) id: string;
  @ApiProperty() first_name: string;
  @ApiProperty({ nullable: true, type: String }) last_name: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Null also for a merge made before the phone was kept',
  })
  phone: string | null;
}

export class TimelineMerge {
  @ApiProperty({
    type: [TimelineMergedContact],
    description: 'The contacts merged into this one, as they were, in id order',
  })
  merged: TimelineMergedContact[];
}

export class TimelineChange {
  @ApiProperty({
    enum: [...CHANGE_VIAS, null],
    type: String,
    nullable: true,
    description: 'What wrote',
  })
  via: ChangeVia | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The follow-up written, for its changes',
  })
  followup_id: string | null;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'For an entry a merge brought, the merged contact it was written for',
  })
  merged_from: string | null;
  @ApiProperty({
    ...HISTORY_CHANGES_SCHEMA,
    description: 'Each field the write changed, as `GET /contacts/{id}/history` shows it',
  })
  changes: Record<string, HistoryChange>;
}

export class TimelineEvent {
  @ApiProperty({ enum: TIMELINE_KINDS }) kind: TimelineKind;
  @ApiProperty({
    format: 'date-time',
    description:
      'When it happened: occurred_at of an interaction, moved_at of a stage move, when a ' +
      'follow-up was scheduled (created_at) or completed (completed_at), when contacts were ' +
      'merged into this one',
  })
  at: string;
  @ApiProperty({
    format: 'uuid',
    description:
      'Id of the interaction, stage move, follow-up (a follow-up has two events) or merge',
  })
  id: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Who did it' })
  actor_id: string | null;
  @ApiPropertyOptional({ type: TimelineInteraction, description: 'For kind `interaction`' })
  interaction?: TimelineInteraction;
  @ApiPropertyOptional({ type: TimelineStageMove, description: 'For kind `stage_move`' })
  stage_move?: TimelineStageMove;
  @ApiPropertyOptional({ type: TimelineFollowup, description: 'For the two follow-up kinds' })
  followup?: TimelineFollowup;
  @ApiPropertyOptional({ type: TimelineMerge, description: 'For kind `merge`' })
  merge?: TimelineMerge;
  @ApiPropertyOptional({
    type: TimelineChange,
    description: 'For kind `change`: an entry of its history',
  })
  change?: TimelineChange;
}

export class TimelinePageResponse {
  @ApiProperty({ type: [TimelineEvent], description: 'Newest first' }) items: TimelineEvent[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}
