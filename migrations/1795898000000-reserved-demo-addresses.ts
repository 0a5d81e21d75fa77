import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moves real users off the sample teammates' domain (`demo.invalid`), which sign-in and invites
 * now refuse. Only a gap could make one (a sign-in with a workspace's teammate address between a
 * demo reset and its reseed); the reseed then could not seed that workspace's teammate. Such a
 * user could not sign in again whatever their address, so each is given one that no one holds
 * (`released+<user id>@reserved.invalid`) and keeps their workspace and records. Not undone: the
 * old address is the teammate's.
 */
export class ReservedDemoAddresses1795898000000 implements MigrationInterface {
  name = 'ReservedDemoAddresses1795898000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE users SET email = 'released+' || id || '@reserved.invalid'
        WHERE NOT is_demo AND (lower(email) LIKE '%@demo.invalid' OR lower(email) LIKE '%@demo.invalid.')`,
    );
  }

  async down(): Promise<void> {
    // The old address is the teammate's.
  }
}
