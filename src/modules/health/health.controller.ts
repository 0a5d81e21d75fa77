import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../core/decorators/route-policy.decorators.js';
import { HealthResponse } from './dto/health.response.js';
import { HealthService } from './health.service.js';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Liveness and readiness: auth mode, payments, database',
    description:
      'No authentication and no rate limit. 503 with `database: down` when PostgreSQL does not ' +
      'answer, so a load balancer takes the instance out. 200 with `status: degraded`, ' +
      '`database: busy` when it answers but the pool has no free connection: every instance ' +
      'shares the database, so taking this one out would not help.',
  })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({
    type: HealthResponse,
    description: 'The database is unreachable',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const report = await this.health.report();
    void reply.status(report.database === 'down' ? 503 : 200);
    return report;
  }
}
