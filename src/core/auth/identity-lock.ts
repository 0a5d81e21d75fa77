import { Db } from '../../database/db.js';
import { statement } from '../../database/statement.js';

/**
 * Serialises everything that decides which workspace an e-mail belongs to (first sign-in,
 * invitations) until the caller's transaction ends, so an invite and that person's first
 * sign-in cannot both "win".
 */
export async function lockIdentity(tx: Db, email: string): Promise<void> {
  await tx.rows<unknown>(
    statement(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`identity:${email}`]),
  );
}
