import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Db } from '../../database/db.js';
import { type ResolvedIdentity, resolvedIdentity } from '../../tenancy/identity.js';
import { Problem, UnauthorizedProblem } from '../http/problem.js';
import { expiredApiKeyDetail } from './api-key-verifier.js';
import type { ApiKeyCaller, CrmRequest } from './request-context.js';
import {
  insertStreamTicket,
  spendStreamTicket,
  streamTicketIdentity,
} from './stream-ticket.queries.js';

/** How long a ticket is valid. */
export const STREAM_TICKET_TTL_SECONDS = 60;
export const INVALID_TICKET_DETAIL = 'Invalid ticket: unknown or already used';
export const TICKET_WITH_HEADER_DETAIL =
  'Send either ?ticket= or a credential header (Authorization, X-Api-Key), not both';
export const EXPIRED_TICKET_DETAIL = 'Ticket expired: ask POST /events/tickets for a new one';

/** A ticket as it is handed out: the only time its text exists outside the caller. */
export interface IssuedTicket {
  ticket: string;
  expires_at: Date;
}

/** The stored form of a ticket: its SHA-256, so the table never holds a usable credential. */
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest();

/**
 * Single-use tickets for event streams (`@EventStream()` routes), for a browser's `EventSource`,
 * which cannot send an `Authorization` header: a member asks for one with their usual
 * credentials and opens the stream with `?ticket=` within a minute. A ticket is stored in the
 * database, so any instance takes it; the stream it opens deletes it, so it works once. A request
 * it authenticates that opens no stream (a HEAD, a 429 at the stream limit, a 503 while it opens) leaves it usable.
 */
@Injectable()
export class StreamTickets {
  constructor(private readonly db: Db) {}

  /** A ticket for `userId`, asking with the API key `apiKeyId` when a key signed the request. */
  async issue(userId: string, apiKeyId?: string): Promise<IssuedTicket> {
    const ticket = `evt_${randomBytes(32).toString('base64url')}`;
    const { expires_at } = await this.db.one(
      insertStreamTicket(hashOf(ticket), userId, apiKeyId ?? null, STREAM_TICKET_TTL_SECONDS),
    );
    return { ticket, expires_at };
  }

  /**
   * The member a ticket stands for, as of now, and the API key it was asked for with (if one),
   * as of now: the stream acts as that key, and ends when it is revoked or expires. 401 when the
   * ticket is unknown, used or expired, or its key revoked or expired. The ticket stays usable:
   * `spend` uses it up.
   */
  async identify(ticket: string): Promise<ResolvedIdentity & { apiKey?: ApiKeyCaller }> {
    const row = await this.db.oneOrNone(streamTicketIdentity(hashOf(ticket)));
    if (!row) throw new UnauthorizedProblem(INVALID_TICKET_DETAIL);
    if (row.expired) throw new UnauthorizedProblem(EXPIRED_TICKET_DETAIL);
    if (row.key_expired && row.key_expires_at) {
      throw new UnauthorizedProblem(expiredApiKeyDetail(row.key_expires_at));
    }
    const identity = resolvedIdentity(row);
    if (row.key_id === null) return identity;
    return { ...identity, apiKey: { id: row.key_id, scopes: row.key_scopes ?? [] } };
  }

  /**
   * What spends the ticket that authenticated `request` (`identify`), once its stream opens;
   * undefined when none did. 401 when another request spent it first or it expired meanwhile.
   */
  spenderOf(request: CrmRequest): (() => Promise<void>) | undefined {
    const ticket = request.streamTicket;
    if (ticket === undefined) return undefined;
    return async () => {
      const row = await this.db.oneOrNone(spendStreamTicket(hashOf(ticket)));
      if (!row) throw new UnauthorizedProblem(INVALID_TICKET_DETAIL);
      if (row.expired) throw new UnauthorizedProblem(EXPIRED_TICKET_DETAIL);
    };
  }
}

/** A stream opened with a ticket and a credential header is refused rather than guessed at. */
export class TicketWithHeaderProblem extends Problem {
  constructor() {
    super(400, TICKET_WITH_HEADER_DETAIL, 'conflicting_credentials');
  }
}
