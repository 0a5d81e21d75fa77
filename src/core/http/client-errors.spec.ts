import { afterEach, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { answerClientError } from './client-errors.js';

/**
 * A connection to `server`: the server's side, which the handler answers on, and all the client
 * reads on it until it closes.
 */
async function connection(server: Server): Promise<{ served: Socket; answer: Promise<string> }> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const accepted = once(server, 'connection');
  const client = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  client.on('data', (chunk: Buffer) => chunks.push(chunk));
  const answer = once(client, 'close').then(() => Buffer.concat(chunks).toString('utf8'));
  const [served] = (await accepted) as [Socket];
  // The handler destroys the socket with the parser's error; nobody else listens for it here.
  served.on('error', () => undefined);
  return { served, answer };
}

function error(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(code), { code });
}

describe('answerClientError', () => {
  let server: Server;
  afterEach(() => {
    server?.close();
  });

  it('answers a request that did not arrive in time with a 408 problem and closes', async () => {
    server = createServer();
    const { served, answer } = await connection(server);
    answerClientError(error('ERR_HTTP_REQUEST_TIMEOUT'), served);
    const [head, body] = (await answer).split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 408 Request Timeout',
      'Content-Type: application/problem+json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body)).toEqual({
      type: 'about:blank',
      title: 'Request Timeout',
      status: 408,
      detail: 'The request was not received in time',
      code: 'request_timeout',
    });
  });

  it('writes nothing on a connection the client reset', async () => {
    server = createServer();
    const { served, answer } = await connection(server);
    answerClientError(error('ECONNRESET'), served);
    expect(served.destroyed).toBe(false);
    served.end();
    expect(await answer).toBe('');
  });
});
