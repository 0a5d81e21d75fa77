import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MaxLength } from '../../../core/http/text-length.js';
import { LOST_REASON_MAX_LENGTH } from '../../settings/settings.rules.js';

/**
 * A write's `lost_reason` (the stage route's, and a creation's): text or null, as long as a
 * reason `settings.lost_reasons` may list; which reasons a write may give is `lostReasonError`.
 */
export const LostReasonProperty = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: LOST_REASON_MAX_LENGTH,
      nullable: true,
      type: String,
      // null: valid with any stage, unlike a reason the workspace may not list.
      example: null,
      description,
    }),
    IsOptional(),
    IsString(),
    MaxLength(LOST_REASON_MAX_LENGTH),
  );
