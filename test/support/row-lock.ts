import pg from 'pg';

/**
 * Holds a workspace's row lock from a connection of its own, in an open transaction, so that
 * writes which take that lock wait on it (stage-checked writes, settings, tier changes). On the
 * run's database unless `databaseUrl` says otherwise.
 */
export async function holdWorkspaceRow(
  workspaceId: string,
  databaseUrl = process.env.TEST_DATABASE_URL,
): Promise<pg.Client> {
  const blocker = new pg.Client({ connectionString: databaseUrl });
  await blocker.connect();
  await blocker.query('BEGIN');
  await blocker.query('SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE', [workspaceId]);
  return blocker;
}

/**
 * Runs `sql` in an open transaction of a connection of its own and keeps it open, so that what
 * waits on the locks it took (rows, advisory locks) waits until `release`.
 */
export async function holdAfter(
  sql: { text: string; values?: readonly unknown[] },
  databaseUrl = process.env.TEST_DATABASE_URL,
): Promise<pg.Client> {
  const blocker = new pg.Client({ connectionString: databaseUrl });
  await blocker.connect();
  await blocker.query('BEGIN');
  await blocker.query(sql.text, [...(sql.values ?? [])]);
  return blocker;
}

/** Ends the lock's transaction, which took nothing but the lock, and its connection. */
export async function release(
  blocker: pg.Client,
  end: 'COMMIT' | 'ROLLBACK' = 'ROLLBACK',
): Promise<void> {
  await blocker.query(end);
  await blocker.end();
}

/**
 * How many connections wait on a lock `blocker` holds. Read from pg_locks, which is live: in the
 * blocker's open transaction pg_stat_activity would show the backends of its first reading.
 */
export async function waitersOn(blocker: pg.Client): Promise<number> {
  const { rows } = await blocker.query<{ n: number }>(
    `SELECT count(DISTINCT pid)::int AS n FROM pg_locks
      WHERE NOT granted AND pg_backend_pid() = ANY(pg_blocking_pids(pid))`,
  );
  return rows[0].n;
}

/**
 * Waits until `n` backends of the run's database wait on a lock, whichever it is: a second
 * request for a locked row waits on the first's claim of it, not on the lock's holder. Asked
 * through `db` outside a transaction, where pg_stat_activity is live.
 */
export async function untilWaitingOnLocks(
  db: { query<T>(text: string): Promise<T> },
  n: number,
): Promise<void> {
  for (;;) {
    const [row] = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts `first` while the workspace's row is held (`holdWorkspaceRow`), `second` once `first`
 * waits on it, and lets both go at once when both wait: what each locks next then meets what the
 * other holds. Answers both.
 */
export async function releasedTogether<A, B>(
  db: { query<T>(text: string): Promise<T> },
  workspaceId: string,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  return releasedTogetherFrom(db, await holdWorkspaceRow(workspaceId), first, second);
}

/**
 * As `releasedTogether`, with a contact's row held instead: `first` has taken the locks it takes
 * before that contact's when `second` starts, and `second` those it takes before meeting them.
 */
export async function releasedTogetherAtContact<A, B>(
  db: { query<T>(text: string): Promise<T> },
  contactId: string,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const blocker = await holdAfter({
    text: 'SELECT 1 FROM contacts_all WHERE id = $1 FOR UPDATE',
    values: [contactId],
  });
  return releasedTogetherFrom(db, blocker, first, second);
}

async function releasedTogetherFrom<A, B>(
  db: { query<T>(text: string): Promise<T> },
  blocker: pg.Client,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const a = first();
  await untilWaitingOnLocks(db, 1);
  const b = second();
  await untilWaitingOnLocks(db, 2);
  await release(blocker);
  return Promise.all([a, b]);
}

/**
 * Rewrites the contacts `ids` so that a scan of them reads the lowest id last, whether it reads
 * the rows as they lie (a rewrite lies after the rows before it) or along an index of their
 * activity (the lowest's is the latest): a statement that locks contacts as it reads them then
 * takes them out of id order. Answers the ids in id order.
 */
export async function lowestIdReadLast(
  db: { query<T>(text: string, values?: unknown[]): Promise<T> },
  ids: readonly string[],
): Promise<string[]> {
  const sorted = [...ids].sort();
  const rewrite = (id: string, daysIdle: number) =>
    db.query(
      `UPDATE contacts_all SET last_activity_at = now() - make_interval(days => $2) WHERE id = $1`,
      [id, daysIdle],
    );
  for (const [i, id] of sorted.slice(1).entries()) await rewrite(id, sorted.length - i);
  // A rewrite stays on its page when it has room, in the first free slot, which a vacuum of the
  // run's busy table may have freed below the others; or it lands on an earlier page with room.
  // Each rewrite takes one more slot, so the lowest soon lies last: it is rewritten until it does.
  for (let attempt = 0; attempt < 500; attempt++) {
    await rewrite(sorted[0], 1);
    const lying = await db.query<{ id: string }[]>(
      `SELECT id FROM contacts_all WHERE id = ANY($1::uuid[]) ORDER BY ctid`,
      [sorted],
    );
    if (lying[lying.length - 1].id === sorted[0]) return sorted;
  }
  throw new Error('the lowest id never came to lie last');
}
