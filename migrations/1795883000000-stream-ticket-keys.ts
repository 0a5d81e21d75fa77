import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The API key a stream ticket was asked for with, if one: the ticket works only while the key
 * does, and the stream it opens ends when the key is revoked or expires, as one opened with it.
 */
export class StreamTicketKeys1795883000000 implements MigrationInterface {
  name = 'StreamTicketKeys1795883000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event_tickets" ADD "api_key_id" uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event_tickets" DROP COLUMN "api_key_id"`);
  }
}
