import type { EntityManager } from 'typeorm';

/**
 * Serialises everything that decides which workspace an e-mail belongs to (first sign-in,
 * invitations) until the caller's transaction ends, so an invite and that person's first
 * sign-in cannot both "win".
 */
export async function lockIdentity(manager: EntityManager, email: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `identity:${email}`,
  ]);
}
