import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger function keeping `next_followup_at`, recomputing it in `contacts` from `followups`. */
const track = (contacts: string, followups: string) => {
  const recompute = (changed: string) => `UPDATE ${contacts} c
            SET next_followup_at = (SELECT min(f.scheduled_for) FROM ${followups} f
                                     WHERE f.contact_id = c.id AND f.completed_at IS NULL)
          WHERE c.id IN (${changed})`;
  return `CREATE OR REPLACE FUNCTION contact_next_followup_track() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${recompute('SELECT contact_id FROM added')};
         ELSIF TG_OP = 'DELETE' THEN
           ${recompute('SELECT contact_id FROM removed')};
         ELSE
           ${recompute('SELECT contact_id FROM added UNION SELECT contact_id FROM removed')};
         END IF;
         RETURN NULL;
       END $$`;
};

/**
 * A contact's `next_followup_at` is kept in the trash too. Since ContactTrash the trigger wrote
 * it through the `contacts` view, which leaves trashed contacts out: a follow-up deleted while its
 * contact was in the trash (its sequence deleted) left the contact's value behind, and the
 * restored contact kept a follow-up it no longer had, so `dormancy_respects_plans` kept it off
 * the dormant list. The trigger now writes every contact and reads all its follow-ups: a trashed
 * contact's are in the trash with it, a live contact's never are. Values left behind are repaired.
 */
export class NextFollowupInTrash1795884000000 implements MigrationInterface {
  name = 'NextFollowupInTrash1795884000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(track('contacts_all', 'followups_all'));
    await queryRunner.query(
      `UPDATE contacts_all c SET next_followup_at = n.next
         FROM (SELECT a.id, f.next FROM contacts_all a
                 LEFT JOIN (SELECT contact_id, min(scheduled_for) AS next FROM followups_all
                             WHERE completed_at IS NULL GROUP BY contact_id) f
                   ON f.contact_id = a.id) n
        WHERE n.id = c.id AND c.next_followup_at IS DISTINCT FROM n.next`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(track('contacts', 'followups'));
  }
}
