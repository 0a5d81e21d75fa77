import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Names the pipelines an edit left without one. `PATCH /pipelines/{key}` took `"name": null` as
 * a name and stored it, where every answer documents a string; a null is now a 422. Such a
 * pipeline is named as it was created: the default one 'Sales', any other by its key. Nothing to
 * undo: the names given are valid either way.
 */
export class PipelineNames1795877000000 implements MigrationInterface {
  name = 'PipelineNames1795877000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE workspaces w SET pipelines = (
        SELECT jsonb_agg(
                 CASE WHEN p.value ->> 'name' IS NULL
                      THEN p.value || jsonb_build_object('name',
                             CASE p.value ->> 'key' WHEN 'default' THEN 'Sales' ELSE p.value ->> 'key' END)
                      ELSE p.value END
                 ORDER BY p.n)
          FROM jsonb_array_elements(w.pipelines) WITH ORDINALITY AS p(value, n))
       WHERE w.pipelines @? '$[*] ? (!exists(@.name) || @.name == null)'`);
  }

  async down(): Promise<void> {
    // The names stay: a pipeline without one was never valid.
  }
}
