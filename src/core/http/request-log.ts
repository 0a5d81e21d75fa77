import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from '../logging/logger.js';

/**
 * One structured line per request, written when it completes: method, path (without the query,
 * which may carry search terms), status, duration, and the request id Fastify adds. Fastify's
 * `logController` hook (hence the class name), not a Nest controller: it serves no route.
 */
export class RequestLogController extends LogController {
  /** Whether the log level lets info lines through (not under warn), and trace lines. */
  private readonly logsRequests: boolean;
  private readonly tracesRequests: boolean;

  constructor(log: Logger) {
    super();
    this.logsRequests = log.isLevelEnabled('info');
    this.tracesRequests = log.isLevelEnabled('trace');
  }

  override incomingRequest(request: FastifyRequest): void {
    // The completion line carries everything; the headers only when tracing (secrets masked).
    if (this.tracesRequests) {
      request.log.trace(
        { context: 'Request', req: request, headers: request.headers },
        'incoming request',
      );
    }
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && !this.logsRequests) return;
    const line = {
      context: 'Request',
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
