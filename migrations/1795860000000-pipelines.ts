import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A new workspace's stages: the default pipeline's, each with its chance of winning. */
const DEFAULT_STAGES = `'[{"key":"lead","label":"Lead","kind":"open","probability":10,"rotting_days":null,"pipeline":"default"},{"key":"contacted","label":"Contacted","kind":"open","probability":20,"rotting_days":null,"pipeline":"default"},{"key":"qualified","label":"Qualified","kind":"open","probability":40,"rotting_days":null,"pipeline":"default"},{"key":"proposal","label":"Proposal","kind":"open","probability":60,"rotting_days":null,"pipeline":"default"},{"key":"negotiation","label":"Negotiation","kind":"open","probability":80,"rotting_days":null,"pipeline":"default"},{"key":"won","label":"Won","kind":"won","probability":100,"rotting_days":null,"pipeline":"default"},{"key":"lost","label":"Lost","kind":"lost","probability":0,"rotting_days":null,"pipeline":"default"}]'::jsonb`;

const OLD_DEFAULT_STAGES = `'[{"key":"lead","label":"Lead","kind":"open"},{"key":"contacted","label":"Contacted","kind":"open"},{"key":"qualified","label":"Qualified","kind":"open"},{"key":"proposal","label":"Proposal","kind":"open"},{"key":"negotiation","label":"Negotiation","kind":"open"},{"key":"won","label":"Won","kind":"won"},{"key":"lost","label":"Lost","kind":"lost"}]'::jsonb`;

/**
 * Several pipelines. A workspace's pipelines are `pipelines` (id, key, name, in board order) and
 * their stages stay in `stages`, each naming its pipeline: the stages a workspace had become its
 * default pipeline's, in their order, each keeping its key, label and kind, so every contact keeps
 * its stage. A stage gains its chance of winning (the default stages' own, else 100 won, 0 lost,
 * 50 open) and `rotting_days` (null: the workspace's dormancy threshold).
 */
export class Pipelines1795860000000 implements MigrationInterface {
  name = 'Pipelines1795860000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A volatile default is evaluated for each existing row: every workspace's pipeline its own id.
    await queryRunner.query(
      `ALTER TABLE "workspaces" ADD "pipelines" jsonb NOT NULL DEFAULT jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'key', 'default', 'name', 'Sales'))`,
    );
    await queryRunner.query(
      `UPDATE workspaces w SET stages = (
         SELECT jsonb_agg(e.stage || jsonb_build_object(
                  'pipeline', 'default',
                  'probability', CASE e.stage->>'kind' WHEN 'won' THEN 100 WHEN 'lost' THEN 0
                                 ELSE coalesce(known.probability, 50) END,
                  'rotting_days', NULL) ORDER BY e.ord)
           FROM jsonb_array_elements(w.stages) WITH ORDINALITY AS e(stage, ord)
           LEFT JOIN (VALUES ('lead', 10), ('contacted', 20), ('qualified', 40), ('proposal', 60),
                             ('negotiation', 80)) AS known(key, probability)
                  ON known.key = e.stage->>'key')`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" ALTER COLUMN "stages" SET DEFAULT ${DEFAULT_STAGES}`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Back to one pipeline: the default one's stages, as they were shaped before.
    await queryRunner.query(
      `UPDATE workspaces w SET stages = (
         SELECT coalesce(jsonb_agg(jsonb_build_object('key', s->>'key', 'label', s->>'label',
                                                      'kind', s->>'kind') ORDER BY ord), '[]')
           FROM jsonb_array_elements(w.stages) WITH ORDINALITY AS e(s, ord)
          WHERE s->>'pipeline' = 'default')`,
    );
    await queryRunner.query(
      `ALTER TABLE "workspaces" ALTER COLUMN "stages" SET DEFAULT ${OLD_DEFAULT_STAGES}`,
    );
    await queryRunner.query(`ALTER TABLE "workspaces" DROP COLUMN "pipelines"`);
  }
}
