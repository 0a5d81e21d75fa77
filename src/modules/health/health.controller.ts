import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../core/decorators/route-policy.decorators.js';
import { DATABASE_UNAVAILABLE_DETAIL } from '../../core/http/database-faults.js';
import { HealthResponse } from './dto/health.response.js';
import { ReadinessResponse } from './dto/readiness.response.js';
import { HealthService } from './health.service.js';

const PROBLEM = { $ref: '#/components/schemas/Problem' };

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'checkHealth',
    summary: 'Liveness and readiness: auth mode, payments, database',
    description:
      'No authentication and no rate limit. 503 when PostgreSQL does not answer, so a load ' +
      'balancer takes the instance out: problem details (`code: database_unavailable`, with ' +
      'Retry-After) carrying the report, `database: down`. 200 with `status: degraded`, ' +
      '`database: busy` when it answers but the pool has no free connection: every instance ' +
      'shares the database, so taking this one out would not help.',
  })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({
    description:
      'The database is unreachable: problem details with the report beside them (`auth_mode`, ' +
      '`payments`, `database: down`, `version`); ask again after Retry-After seconds',
    schema: PROBLEM,
    example: {
      status: 503,
      detail: DATABASE_UNAVAILABLE_DETAIL,
      code: 'database_unavailable',
      auth_mode: 'identity_provider',
      payments: 'enabled',
      database: 'down',
      version: '1.0.0',
    },
    headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
  })
  check(): Promise<HealthResponse> {
    return this.health.report();
  }

  @Public()
  @Get('ready')
  @ApiOperation({
    operationId: 'checkReadiness',
    summary: 'Readiness: whether a load balancer should send this instance requests',
    description:
      'No authentication and no rate limit. 200 while the instance serves. 503 (problem details) ' +
      'from the moment it begins shutting down (`code: shutting_down`; it still answers other ' +
      'requests for `SHUTDOWN_GRACE_MS`, each with `Connection: close`), and while the database ' +
      'is down (`code: database_unavailable`, with Retry-After). A busy pool is ready, as in ' +
      "`/health`. Point the balancer's health check here.",
  })
  @ApiOkResponse({ type: ReadinessResponse })
  @ApiServiceUnavailableResponse({
    description: 'Shutting down (no Retry-After: this instance will not be back)',
    schema: PROBLEM,
    example: { status: 503, detail: 'This instance is shutting down', code: 'shutting_down' },
  })
  ready(): Promise<ReadinessResponse> {
    return this.health.readiness();
  }
}
