import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { normalizeDateTimes } from './utc.js';

/** Every datetime leaves the service as ISO 8601 UTC with `Z`, whatever the store handed back. */
@Injectable()
export class UtcInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((body: unknown) => normalizeDateTimes(body)));
  }
}
