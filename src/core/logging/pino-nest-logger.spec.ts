import { describe, expect, it } from '@jest/globals';
import { createLogger } from './logger.js';
import { PinoNestLogger } from './pino-nest-logger.js';

/** A PinoNestLogger over a JSON logger at `level`, and the lines it wrote, parsed. */
function nestLogger(level = 'trace') {
  const chunks: string[] = [];
  const log = createLogger(
    { LOG_LEVEL: level, LOG_FORMAT: 'json' },
    { write: (chunk: string) => void chunks.push(chunk) },
  );
  const lines = () => chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
  return { logger: new PinoNestLogger(log), lines };
}

describe('PinoNestLogger', () => {
  it("writes Nest's context argument as the context field", () => {
    const { logger, lines } = nestLogger();
    logger.log('ready', 'Bootstrap');
    logger.warn('slow', 'Billing');
    logger.verbose('detail', 'Billing');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, context: 'Bootstrap', msg: 'ready' }),
      expect.objectContaining({ level: 40, context: 'Billing', msg: 'slow' }),
      expect.objectContaining({ level: 10, context: 'Billing', msg: 'detail' }),
    ]);
  });

  it('takes a stack before the context, and a lone stack as a stack, for errors', () => {
    const { logger, lines } = nestLogger();
    const stack = new Error('boom').stack!;
    logger.error('boom', stack, 'ExceptionsHandler');
    logger.error('boom', stack);
    logger.error('boom', undefined, 'TypeOrmModule');
    const [withContext, lone, noStack] = lines();
    expect(withContext).toMatchObject({
      level: 50,
      context: 'ExceptionsHandler',
      msg: 'boom',
      stack,
    });
    expect(lone).toMatchObject({ level: 50, msg: 'boom', stack });
    expect(lone).not.toHaveProperty('context');
    expect(noStack).toMatchObject({ level: 50, context: 'TypeOrmModule', msg: 'boom' });
    expect(noStack).not.toHaveProperty('stack');
  });

  it("writes Nest's start-up narration at debug, under its source names in the bundle too", () => {
    const { logger, lines } = nestLogger('debug');
    logger.log('Mapped {/me, GET} route', '_RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 20, context: 'RouterExplorer' }),
      expect.objectContaining({ level: 20, context: 'InstanceLoader' }),
    ]);
    const atInfo = nestLogger('info');
    atInfo.logger.log('Mapped {/me, GET} route', '_RouterExplorer');
    atInfo.logger.log('Starting Nest application...', 'NestFactory');
    expect(atInfo.lines()).toEqual([]);
  });

  it('writes an Error message as err, with its stack', () => {
    const { logger, lines } = nestLogger();
    logger.error(new Error('lost'), 'Errors');
    expect(lines()).toEqual([
      expect.objectContaining({
        context: 'Errors',
        msg: 'lost',
        err: expect.objectContaining({
          message: 'lost',
          stack: expect.stringContaining('\n    at '),
        }),
      }),
    ]);
  });
});
