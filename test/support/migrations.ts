import type { DataSource } from 'typeorm';

/**
 * Undoes migrations, the newest first, until the named one is undone: a spec that replays one
 * migration goes back through the ones added after it, so a new migration never breaks it.
 */
export async function undoMigrationsThrough(db: DataSource, name: string): Promise<void> {
  const known = await db.query<{ name: string }[]>(
    `SELECT name FROM schema_migrations WHERE name = $1`,
    [name],
  );
  if (known.length === 0) throw new Error(`migration ${name} has not run`);
  for (;;) {
    const [last] = await db.query<{ name: string }[]>(
      `SELECT name FROM schema_migrations ORDER BY timestamp DESC, id DESC LIMIT 1`,
    );
    await db.undoLastMigration();
    if (last.name === name) return;
  }
}
