import type { Member } from './factories.js';
import { call, type TestApp } from './test-app.js';

/** A history entry as `GET /contacts/{id}/history` answers it. */
export type Entry = {
  id: string;
  at: string;
  actor: { type: string; id: string | null; name: string | null };
  via: string | null;
  request_id: string | null;
  operation_id: string | null;
  followup_id: string | null;
  merged_from: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
};

/** Every entry of the contact's history as `member` reads it, newest first, page by page. */
export async function historyOf(
  t: TestApp,
  member: Member,
  contactId: string,
  query: Record<string, string> = {},
): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(t, 'GET', `/contacts/${contactId}/history`, {
      as: member.email,
      query: { ...query, limit: '2', ...(cursor ? { cursor } : {}) },
    });
    if (res.status !== 200) throw new Error(`history failed: ${res.status} ${res.text}`);
    entries.push(...(res.body.items as Entry[]));
    cursor = res.body.next_cursor;
  } while (cursor);
  return entries;
}

/** The actor of a member's own writes, as an entry names it. */
export const userActor = (member: Member) => ({
  type: 'user',
  id: member.userId,
  name: member.email,
});
