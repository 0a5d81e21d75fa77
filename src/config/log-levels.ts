import type { LogLevel } from '@nestjs/common';

/** Nest's own log levels for a pino level name, so both loggers honour LOG_LEVEL. */
export function nestLogLevels(level: string): LogLevel[] | false {
  switch (level) {
    case 'silent':
      return false;
    case 'fatal':
      return ['fatal'];
    case 'error':
      return ['fatal', 'error'];
    case 'warn':
      return ['fatal', 'error', 'warn'];
    case 'info':
      return ['fatal', 'error', 'warn', 'log'];
    default:
      return ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
  }
}
