import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The x-www-form-urlencoded body the SDK sent. */
  form: URLSearchParams;
}

export type FakeStripeMode = 'ok' | 'error' | 'close' | 'in-flight' | 'no-such-price';

/**
 * A stand-in for the Stripe API on 127.0.0.1: records what the SDK sends and answers Checkout
 * Session creation like Stripe does, replaying the first answer for a repeated idempotency key.
 * `mode` makes it fail instead: a 500, a dropped connection, a request still in flight, or an
 * unknown price.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  mode: FakeStripeMode = 'ok';
  private readonly sessions = new Map<string, object>();
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          form,
        });
        if (this.mode === 'close') {
          req.socket.destroy();
          return;
        }
        if (this.mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something broke' } }));
          return;
        }
        if (this.mode === 'no-such-price') {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                param: 'line_items[0][price]',
                message: "No such price: 'price_x'",
              },
            }),
          );
          return;
        }
        if (this.mode === 'in-flight') {
          // What Stripe answers while a request with the same idempotency key is still running.
          res.writeHead(409, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: 'There is currently another in-progress request using this Stripe key',
              },
            }),
          );
          return;
        }
        const key = String(req.headers['idempotency-key'] ?? '');
        let session = this.sessions.get(key);
        if (!session) {
          const id = `cs_test_${this.sessions.size + 1}_${Math.random().toString(36).slice(2, 10)}`;
          session = {
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            client_reference_id: form.get('client_reference_id'),
            metadata: { company_id: form.get('metadata[company_id]') },
            url: `https://checkout.stripe.test/c/pay/${id}`,
          };
          if (key) this.sessions.set(key, session);
        }
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(session));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  reset(): void {
    this.requests.length = 0;
    this.mode = 'ok';
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
