import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/**
 * Nest's start-up narration (every module, controller and route it sets up: about 100 lines),
 * written at debug, not info, so a start at info prints a handful of lines.
 */
const START_UP_CHATTER = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** A stack trace as Nest passes one: a first line, then "    at ..." frames. */
const STACK = /\n\s+at /;

/**
 * Nest's LoggerService over the process's pino logger: Nest's own lines, and every `Logger` of
 * the service, become pino lines with a `context` field. Nest passes the context as the last
 * string argument, and for errors a stack before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    this.write(
      context && START_UP_CHATTER.has(context) ? 'debug' : 'info',
      message,
      params,
      context,
    );
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params, contextOf(params, true));
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params, contextOf(params));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params, contextOf(params));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params, contextOf(params));
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params, contextOf(params, true));
  }

  private write(level: Level, message: unknown, params: unknown[], context?: string): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const line: Record<string, unknown> = { context };
    // What is left of the arguments once the context is taken: a stack, an error, extra values.
    for (const param of params) {
      if (param instanceof Error) line.err = param;
      else if (typeof param === 'string' && STACK.test(param)) line.stack = param;
      else if (param !== undefined) ((line.params ??= []) as unknown[]).push(param);
    }
    if (message instanceof Error) this.pino[level]({ ...line, err: message }, message.message);
    else if (typeof message === 'object' && message !== null)
      this.pino[level]({ ...line, ...message });
    else this.pino[level](line, String(message));
  }
}

/**
 * Takes Nest's context argument off `params`: the last string, unless (for errors) it is the
 * only one and a stack. The bundled build renames Nest's classes (`_RouterExplorer`); the
 * context is written under its source name.
 */
function contextOf(params: unknown[], mayBeStack = false): string | undefined {
  const last = params.at(-1);
  if (typeof last !== 'string') return undefined;
  if (mayBeStack && params.length === 1 && STACK.test(last)) return undefined;
  params.pop();
  return last.startsWith('_') ? last.replace(/^_+/, '') : last;
}
