import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { Webhook } from 'standardwebhooks';
import { AppConfig } from '../../config/app-config.js';
import { DELIVERY_TIMEOUT_MS, RESPONSE_BODY_CAP_BYTES } from './webhook-delivery.rules.js';
import { METADATA_ADDRESS_FORMS, schemeAllowed } from './webhook-target.js';

/** What to send: the event's stored body, its id, and the secrets to sign with. */
export interface Outgoing {
  url: string;
  eventId: string;
  /** Exactly the stored payload, serialised once: what is signed is what is sent. */
  body: string;
  secrets: readonly string[];
}

/** How one attempt went: an answer (any status), or no answer at all. */
export type Outcome =
  | { kind: 'answered'; status: number; body: string; durationMs: number }
  | { kind: 'unanswered'; error: string; durationMs: number; refused: boolean };

/**
 * POSTs one attempt. Signed per Standard Webhooks with every secret given (space-separated
 * signatures: during a rotation a receiver holding either secret verifies it). No redirect is
 * followed (Node's http never does); the whole answer must come within 10 s; only the first
 * 1 KB of its body is read, and kept as text PostgreSQL can store. The connection goes through
 * request-filtering-agent, which checks the address the name resolves to at connect time: a URL
 * that resolved to a public address when it was subscribed and to a private one now (DNS
 * rebinding) is refused here.
 */
@Injectable()
export class WebhookSender implements OnApplicationShutdown {
  /**
   * One agent a scheme for every delivery, so a receiver's kept-alive connection serves the next
   * attempt (an agent a delivery opened a connection each time and left it open). Each checks the
   * address at connect time; a metadata address is refused even where private ones are allowed.
   */
  private readonly agents: { http: http.Agent; https: https.Agent };

  constructor(private readonly config: AppConfig) {
    const options = {
      allowPrivateIPAddress: config.env.WEBHOOK_ALLOW_PRIVATE_URLS,
      allowMetaIPAddress: false,
      denyIPAddressList: [...METADATA_ADDRESS_FORMS],
      keepAlive: true,
    };
    this.agents = {
      http: new RequestFilteringHttpAgent(options),
      https: new RequestFilteringHttpsAgent(options),
    };
  }

  /** Closes the kept-alive connections, as the service stops. */
  onApplicationShutdown(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  async send(outgoing: Outgoing): Promise<Outcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const allowPrivate = this.config.env.WEBHOOK_ALLOW_PRIVATE_URLS;
    let url: URL;
    try {
      url = new URL(outgoing.url);
    } catch {
      return { kind: 'unanswered', error: 'invalid URL', durationMs: 0, refused: true };
    }
    if (!schemeAllowed(url, allowPrivate)) {
      return { kind: 'unanswered', error: 'URL must use https', durationMs: 0, refused: true };
    }
    // Wall time, not the scheduling clock: receivers compare it with theirs.
    const sentAt = new Date();
    const signature = outgoing.secrets
      .map((secret) => new Webhook(secret).sign(outgoing.eventId, sentAt, outgoing.body))
      .join(' ');
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(outgoing.body)),
      'user-agent': 'pipeline-crm-webhooks/1',
      'webhook-id': outgoing.eventId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const secure = url.protocol === 'https:';
    const agent = secure ? this.agents.https : this.agents.http;
    const request = secure ? https.request : http.request;

    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const req = request(url, { method: 'POST', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            kind: 'answered',
            status: res.statusCode ?? 0,
            body: storableText(
              Buffer.concat(chunks).subarray(0, RESPONSE_BODY_CAP_BYTES).toString('utf8'),
            ),
            durationMs: elapsed(),
          });
        res.on('data', (chunk: Buffer) => {
          if (size >= RESPONSE_BODY_CAP_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a large answer is not waited for.
          if (size >= RESPONSE_BODY_CAP_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      });
      const timer = setTimeout(() => {
        finish({
          kind: 'unanswered',
          error: `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`,
          durationMs: elapsed(),
          refused: false,
        });
        req.destroy();
      }, DELIVERY_TIMEOUT_MS);
      req.on('error', (error: Error) => {
        const refused = error.message.includes('is not allowed');
        finish({
          kind: 'unanswered',
          error: refused ? `refused: ${error.message}` : error.message || String(error),
          durationMs: elapsed(),
          refused,
        });
      });
      req.end(outgoing.body);
    });
  }
}

/**
 * A receiver's answer as text PostgreSQL can store, so its attempt can be recorded: a NUL byte,
 * which text cannot hold, becomes U+FFFD, as the decoding shows bytes that are not UTF-8.
 */
function storableText(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD');
}
