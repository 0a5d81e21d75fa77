import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request, written when it completes: method, path (without the query,
 * which may carry search terms), status, duration, and the request id Fastify adds. Fastify's
 * `logController` hook (hence the class name), not a Nest controller: it serves no route.
 */
export class RequestLogController extends LogController {
  /** @param logsRequests whether the log level lets info lines through (not under warn). */
  constructor(private readonly logsRequests: boolean) {
    super();
  }

  override incomingRequest(): void {
    // The completion line carries everything; no separate "incoming" line.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && !this.logsRequests) return;
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
