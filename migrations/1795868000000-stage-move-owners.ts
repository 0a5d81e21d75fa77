import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stage move carries its contact's owner (`owner_id`), kept equal to it by two triggers: a
 * move takes its contact's owner when written (or moved to another contact by a merge), and a
 * contact's new owner is written on its moves. The pipeline report then counts what a member who
 * sees only some owners' contacts sees from the covering index alone, as it counts everyone's,
 * instead of looking each move's contact up.
 */
export class StageMoveOwners1795868000000 implements MigrationInterface {
  name = 'StageMoveOwners1795868000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE stage_moves_all ADD owner_id uuid');
    await queryRunner.query(
      `UPDATE stage_moves_all m SET owner_id = c.owner_id
         FROM contacts_all c WHERE c.id = m.contact_id AND c.owner_id IS NOT NULL`,
    );
    // The view's columns were fixed when it was made; the new one comes last.
    await queryRunner.query(
      'CREATE OR REPLACE VIEW stage_moves AS SELECT * FROM stage_moves_all WHERE NOT in_trash',
    );
    await queryRunner.query('DROP INDEX stage_moves_report_idx');
    await queryRunner.query(
      `CREATE INDEX stage_moves_report_idx ON stage_moves_all
         (workspace_id, is_demo, moved_at, to_stage, contact_id, owner_id) WHERE NOT in_trash`,
    );
    await queryRunner.query(
      `CREATE FUNCTION stage_move_owner() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.owner_id := (SELECT owner_id FROM contacts_all WHERE id = NEW.contact_id);
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER stage_move_owner BEFORE INSERT OR UPDATE OF contact_id ON stage_moves_all
         FOR EACH ROW EXECUTE FUNCTION stage_move_owner()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION contact_owner_moves() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE stage_moves_all SET owner_id = NEW.owner_id WHERE contact_id = NEW.id;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER contact_owner_moves AFTER UPDATE OF owner_id ON contacts_all
         FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id)
         EXECUTE FUNCTION contact_owner_moves()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER contact_owner_moves ON contacts_all');
    await queryRunner.query('DROP FUNCTION contact_owner_moves()');
    await queryRunner.query('DROP TRIGGER stage_move_owner ON stage_moves_all');
    await queryRunner.query('DROP FUNCTION stage_move_owner()');
    await queryRunner.query('DROP INDEX stage_moves_report_idx');
    await queryRunner.query(
      `CREATE INDEX stage_moves_report_idx ON stage_moves_all
         (workspace_id, is_demo, moved_at, to_stage, contact_id) WHERE NOT in_trash`,
    );
    await queryRunner.query('DROP VIEW stage_moves');
    await queryRunner.query('ALTER TABLE stage_moves_all DROP COLUMN owner_id');
    await queryRunner.query(
      'CREATE VIEW stage_moves AS SELECT * FROM stage_moves_all WHERE NOT in_trash',
    );
  }
}
