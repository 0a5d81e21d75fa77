import type { StreamedEvent } from './event-stream.js';
import type { call, TestApp } from './test-app.js';

/** A request's answer, as `call` gives it. */
export type Answer = Awaited<ReturnType<typeof call>>;

/** What an operation answers when the mix drew nothing it can do (a merge of a contact with itself). */
export const NOTHING = { status: 0, text: '' } as Answer;

/** A seeded linear congruential generator: `rand(n)` is in [0, n), the same sequence for a seed. */
export function seeded(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n;
  };
}

/**
 * Runs `rounds` rounds of `width` operations drawn from `ops` at once; answers each 5xx with
 * the operation, its answer and its round's draw.
 */
export async function mix(
  ops: Record<string, () => Promise<Answer>>,
  rand: (n: number) => number,
  rounds: number,
  width: number,
): Promise<string[]> {
  const names = Object.keys(ops);
  const bad: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const batch = Array.from({ length: width }, () => names[rand(names.length)]);
    const results = await Promise.all(batch.map((n) => ops[n]()));
    results.forEach((r, i) => {
      if (r.status >= 500) {
        bad.push(
          `${batch[i]} ${r.status} ${r.text.slice(0, 160)} [round ${round}: ${batch.join(',')}]`,
        );
      }
    });
  }
  return bad;
}

/**
 * Answers `answer`, and when it is `ended` (contact `id` is gone: merged away, erased, deleted for
 * good) puts a new contact from `fresh` in its place in `ids`, so a mix's pool stays full.
 */
export async function replacingEnded(
  ids: string[],
  id: string,
  answer: Promise<Answer>,
  fresh: () => Promise<string>,
  ended = 200,
): Promise<Answer> {
  const res = await answer;
  if (res.status === ended) ids[ids.indexOf(id)] = await fresh();
  return res;
}

/**
 * How many of the workspace's bulk operations and imports are yet to end, once none is (or a
 * minute has passed).
 */
export async function unendedJobs(t: TestApp, workspaceId: string): Promise<number> {
  for (let wait = 0; ; wait++) {
    const [{ unended }] = await t.db.query<{ unended: number }[]>(
      `SELECT count(*)::int AS unended FROM (
         SELECT status FROM bulk_operations WHERE workspace_id = $1
          UNION ALL SELECT status FROM imports WHERE workspace_id = $1) j
        WHERE status IN ('queued', 'running')`,
      [workspaceId],
    );
    if (unended === 0 || wait === 120) return unended;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The workspace's bulk operations and imports that ended otherwise than succeeded or cancelled,
 * but by an error matching none of `allowed` (LIKE patterns).
 */
export function failedJobs(t: TestApp, workspaceId: string, allowed: readonly string[]) {
  return t.db.query(
    `SELECT 'bulk' AS job, action, error FROM bulk_operations
      WHERE workspace_id = $1 AND status NOT IN ('succeeded', 'cancelled')
        AND (error IS NULL OR NOT error LIKE ANY($2::text[]))
      UNION ALL
     SELECT 'import', NULL, error FROM imports
      WHERE workspace_id = $1 AND status NOT IN ('succeeded', 'cancelled')
        AND (error IS NULL OR NOT error LIKE ANY($2::text[]))`,
    [workspaceId, allowed],
  );
}

/** The workspace's newest event number once every event recorded so far is numbered. */
export async function allNumbered(t: TestApp, workspaceId: string): Promise<number> {
  for (let wait = 0; ; wait++) {
    const [row] = await t.db.query<{ last: number; waiting: number }[]>(
      `SELECT coalesce(max(seq), 0)::int AS last, count(*) FILTER (WHERE seq IS NULL)::int AS waiting
         FROM webhook_events WHERE workspace_id = $1`,
      [workspaceId],
    );
    if (row.waiting === 0 || wait === 120) return row.last;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The numbers of a stream's events (not its resets), in the order it sent them. */
export function eventNumbers(events: StreamedEvent[]): number[] {
  return events
    .filter((e) => e.event !== 'reset' && /^\d+$/.test(e.id ?? ''))
    .map((e) => Number(e.id));
}
