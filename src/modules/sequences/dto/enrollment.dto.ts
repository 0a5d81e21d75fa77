import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LowercaseIds } from '../../../core/http/lowercase-ids.decorator.js';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsUUID,
} from 'class-validator';
import { PageQueryDto } from '../../../core/pagination/pagination.js';
import {
  ENROLLMENT_FILTERS,
  ENROLLMENT_STATUSES,
  type EnrollmentFilter,
  type EnrollmentStatus,
  MAX_ENROLL,
} from '../sequences.rules.js';

export class EnrollDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: MAX_ENROLL,
    uniqueItems: true,
    example: ['0b7e4a52-9c3d-4f1e-a2b8-5d6c7e8f9a01'],
    description: 'Contacts of this workspace; all are enrolled or none (404 or 409 otherwise)',
  })
  // One spelling per id, so the same contact in upper and lower case is a repeat.
  @LowercaseIds()
  // Checked bottom-up, one message per field: the first failing check below is the one shown, so
  // a missing or non-list value is told it is not a list before anything is said of its items.
  @ArrayUnique({ message: 'contact_ids must not repeat a contact' })
  @IsUUID(undefined, { each: true, message: 'each of contact_ids must be a UUID' })
  @ArrayMaxSize(MAX_ENROLL)
  @ArrayMinSize(1)
  @IsArray()
  contact_ids: string[];
}

export class ListEnrollmentsQuery extends PageQueryDto {
  @ApiPropertyOptional({
    enum: ENROLLMENT_FILTERS,
    default: 'all',
    description: 'Enrollments in this status, or all of them',
  })
  @IsOptional()
  @IsIn(ENROLLMENT_FILTERS, { message: `status must be one of: ${ENROLLMENT_FILTERS.join(', ')}` })
  status: EnrollmentFilter = 'all';
}

export class EnrolledContact {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'First and last name' }) name: string;
  @ApiProperty() first_name: string;
  @ApiProperty({ nullable: true, type: String }) last_name: string | null;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
}

export class EnrollmentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) sequence_id: string;
  @ApiProperty({ format: 'uuid' }) contact_id: string;
  @ApiProperty({ type: EnrolledContact }) contact: EnrolledContact;
  @ApiProperty({
    enum: ENROLLMENT_STATUSES,
    description:
      'active; cancelled (taken out of the sequence); finished (the contact reached a won or lost stage)',
  })
  status: EnrollmentStatus;
  @ApiProperty({ type: 'integer', description: 'Follow-ups scheduled at enrollment, one per step' })
  steps_scheduled: number;
  @ApiProperty({ type: 'integer', description: 'Of those, completed' }) steps_completed: number;
  @ApiProperty({ type: 'integer', description: 'Of those, still open' }) steps_open: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  next_due_at: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) enrolled_by: string | null;
  @ApiProperty({ format: 'date-time' }) enrolled_at: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) ended_at: string | null;
}

export class EnrollmentPageResponse {
  @ApiProperty({ type: [EnrollmentResponse] }) items: EnrollmentResponse[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class EnrollResponse {
  @ApiProperty({ type: [EnrollmentResponse], description: 'In the order of contact_ids' })
  enrollments: EnrollmentResponse[];
  @ApiProperty({ type: 'integer', description: 'Follow-ups scheduled in all' })
  followups_scheduled: number;
}
