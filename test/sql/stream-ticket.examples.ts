import * as queries from '../../src/core/auth/stream-ticket.queries.js';
import type { SqlExamples } from './sql-examples.js';
import { OTHER, USER } from './values.js';

export { queries };

const HASH = Buffer.alloc(32, 7);

export const examples: SqlExamples<typeof queries> = {
  insertStreamTicket: [[HASH, USER, OTHER, 60]],
  streamTicketIdentity: [[HASH]],
  spendStreamTicket: [[HASH]],
};
