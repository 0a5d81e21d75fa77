import { ApiProperty } from '@nestjs/swagger';

export class ReadinessResponse {
  @ApiProperty({ enum: ['ready'] }) status: 'ready';
}
