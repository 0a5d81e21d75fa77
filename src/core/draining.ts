import { Global, Injectable, Module } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Whether shutdown has begun. From then on the instance reports itself not ready
 * (`GET /health/ready` answers 503) and asks every client to drop its keep-alive connection, while
 * it still answers: a balancer moves its traffic elsewhere before the listener goes away.
 */
@Injectable()
export class Draining {
  private started = false;
  private readonly listeners: (() => void)[] = [];

  get active(): boolean {
    return this.started;
  }

  begin(): void {
    if (this.started) return;
    this.started = true;
    for (const listener of this.listeners.splice(0)) listener();
  }

  /**
   * Runs `listener` once shutdown begins (at once if it has): what holds a connection open for
   * longer than a request (an event stream) lets it go in time.
   */
  onBegin(listener: () => void): void {
    if (this.started) listener();
    else this.listeners.push(listener);
  }
}

@Global()
@Module({ providers: [Draining], exports: [Draining] })
export class DrainingModule {}

/**
 * Once draining, every response (in-flight ones included) carries `Connection: close`: clients open
 * their next connection elsewhere, and the server can finish as soon as they are answered instead
 * of waiting out idle keep-alive sockets. A bare `app.close()` (tests, no grace) drains too.
 */
export function closeConnectionsWhileDraining(fastify: FastifyInstance, draining: Draining): void {
  fastify.addHook('preClose', (done) => {
    draining.begin();
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.active) void reply.header('connection', 'close');
    done(null, payload);
  });
}
