import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { Environment } from '../../config/environment.js';
import { MASK, maskSecrets } from './mask-secrets.js';

export type { Logger } from 'pino';

/**
 * A request's logger (`request.log`, or `@RequestLog()` in a handler): its lines carry the
 * request id. Services that log during a request take it as an argument; a per-request
 * AsyncLocalStorage would do it implicitly, at a cost to every request.
 */
export type RequestLogger = FastifyBaseLogger;

/** Where the log lines go: stdout unless a test passes its own stream. */
export type LogDestination = DestinationStream;

/**
 * The process's one logger: Nest's lines (through PinoNestLogger), Fastify's and the request
 * lines all go through it. JSON, one object a line, or pretty for a terminal (LOG_FORMAT).
 */
export function createLogger(
  env: Pick<Environment, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  destination?: LogDestination,
): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level: env.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["stripe-signature"]',
          'req.headers["x-api-key"]',
          'headers.authorization',
          'headers.cookie',
          'headers["stripe-signature"]',
          'headers["x-api-key"]',
        ],
        censor: MASK,
      },
      serializers: {
        // What Fastify's own lines log of a request and a reply; never the headers.
        req: (request: FastifyRequest) => ({
          method: request.method,
          path: String(request.url).split('?')[0],
          remoteAddress: request.ip,
        }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
      hooks: { streamWrite: maskSecrets },
    },
    env.LOG_FORMAT === 'pretty' ? prettyStream(out, destination === undefined) : out,
  );
}

/**
 * pino-pretty in-process, one line in, one line out, synchronously: no transport worker thread,
 * which the bundled build could not resolve by module name anyway. Colours only on a terminal.
 */
function prettyStream(out: LogDestination, toStdout: boolean): LogDestination {
  const prettify = prettyFactory({
    colorize: toStdout && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context',
    messageFormat: '{if context}[{context}] {end}{msg}',
    singleLine: true,
  });
  return { write: (line: string) => out.write(prettify(line)) };
}

/**
 * Fastify's logging: its own lines under context "Fastify", where info ("Server listening at")
 * only repeats the service's ready line, so it shows from debug on; request loggers come
 * straight from the process logger (the request id bound), so each request line names its
 * context itself.
 */
export function fastifyLogging(log: Logger) {
  return {
    loggerInstance: log.child(
      { context: 'Fastify' },
      { level: log.level === 'info' ? 'warn' : log.level },
    ),
    childLoggerFactory: (
      _fastifyLogger: unknown,
      bindings: Record<string, unknown>,
      options: { level?: string },
    ): Logger => log.child(bindings, options),
  };
}
