import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import net from 'node:net';
import { POOL_ACQUIRE_TIMEOUT_MS } from '../src/database/data-source-options.js';
import { DatabaseListener } from '../src/database/database-listener.js';

/**
 * The LISTEN connection (`DatabaseListener`) to a server that takes the TCP connection and never
 * says a word, as a database host whose PostgreSQL is stopped mid-start or a network that
 * drops everything after the handshake.
 */
describe('the listening connection to a database that accepts connections and never answers', () => {
  const sockets: net.Socket[] = [];
  const closed = new Set<net.Socket>();
  /** Waiters for the server's next connection. */
  const arrivals: (() => void)[] = [];
  const silent = net.createServer((socket) => {
    // Read (and dropped) but never answered.
    sockets.push(socket);
    socket.resume();
    socket.on('error', () => undefined);
    socket.on('close', () => closed.add(socket));
    for (const arrived of arrivals.splice(0)) arrived();
  });
  const listener = (port: number) =>
    new DatabaseListener(`postgres://postgres@127.0.0.1:${port}/never_answered`);
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  /** Resolves once the server has taken its `n`th connection. */
  const connections = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (sockets.length >= n ? resolve() : arrivals.push(check));
      check();
    });

  it(
    'gives up the attempt after the pool acquire timeout, reports it and tries again',
    async () => {
      const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const listening = listener(port);
      try {
        listening.listen('never_notified', () => undefined);
        await connections(1);
        // No bound of its own: an attempt that waits for ever shows as the test's timeout.
        await connections(2);
        expect(warned.mock.calls.map((call) => call[0])).toEqual([
          'listening connection could not be made: timeout expired; again in 1000 ms',
        ]);
        // The first attempt's connection was closed by the listener, not left open beside the next.
        expect(closed.has(sockets[0])).toBe(true);
        expect(listening.backendPid).toBeUndefined();
      } finally {
        warned.mockRestore();
        // Ends the attempt under way (its connection dropped) so the stop does not wait for it.
        for (const socket of sockets) socket.destroy();
        await listening.onModuleDestroy();
      }
    },
    10 * POOL_ACQUIRE_TIMEOUT_MS,
  );
});
