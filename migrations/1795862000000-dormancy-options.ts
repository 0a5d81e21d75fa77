import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Recomputes `next_followup_at` of the contacts whose follow-ups the statement changed. */
const RECOMPUTE = (contacts: string) => `UPDATE contacts c
            SET next_followup_at = (SELECT min(f.scheduled_for) FROM followups f
                                     WHERE f.contact_id = c.id AND f.completed_at IS NULL)
          WHERE c.id IN (${contacts})`;

/**
 * Dormancy that fits, each option off by default: a stage's `rotting_days` (Pipelines), a
 * workspace's `dormancy_ignores_closed` and `dormancy_respects_plans`, and a contact's snooze
 * (`snoozed_until`, `snooze_reason`). A contact's `next_followup_at` (its earliest open
 * follow-up) is kept by statement triggers on `followups`, whatever writes them (the API, a
 * sequence, a merge, the demo seeder), so the dormancy rule reads it from the contact's row.
 */
export class DormancyOptions1795862000000 implements MigrationInterface {
  name = 'DormancyOptions1795862000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD "dormancy_ignores_closed" boolean NOT NULL DEFAULT false,
         ADD "dormancy_respects_plans" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "contacts" ADD "next_followup_at" TIMESTAMP WITH TIME ZONE,
         ADD "snoozed_until" TIMESTAMP WITH TIME ZONE, ADD "snooze_reason" text`,
    );
    await queryRunner.query(
      `CREATE FUNCTION contact_next_followup_track() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${RECOMPUTE('SELECT contact_id FROM added')};
         ELSIF TG_OP = 'DELETE' THEN
           ${RECOMPUTE('SELECT contact_id FROM removed')};
         ELSE
           ${RECOMPUTE('SELECT contact_id FROM added UNION SELECT contact_id FROM removed')};
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_next_followup_insert AFTER INSERT ON followups
         REFERENCING NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION contact_next_followup_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_next_followup_update AFTER UPDATE ON followups
         REFERENCING OLD TABLE AS removed NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION contact_next_followup_track()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_next_followup_delete AFTER DELETE ON followups
         REFERENCING OLD TABLE AS removed
         FOR EACH STATEMENT EXECUTE FUNCTION contact_next_followup_track()`,
    );
    await queryRunner.query(
      `UPDATE contacts c SET next_followup_at = f.next
         FROM (SELECT contact_id, min(scheduled_for) AS next FROM followups
                WHERE completed_at IS NULL GROUP BY contact_id) f
        WHERE c.id = f.contact_id`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER contact_next_followup_${op} ON followups`);
    }
    await queryRunner.query(`DROP FUNCTION contact_next_followup_track()`);
    await queryRunner.query(
      `ALTER TABLE "contacts" DROP COLUMN "snooze_reason", DROP COLUMN "snoozed_until",
         DROP COLUMN "next_followup_at"`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" DROP COLUMN "dormancy_respects_plans",
         DROP COLUMN "dormancy_ignores_closed"`,
    );
  }
}
