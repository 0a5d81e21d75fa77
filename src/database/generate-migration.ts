import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { parseEnvironment } from '../config/environment.js';
import { startEmbeddedDatabase } from './embedded-database.mjs';
import { runMigrations } from './migrate.js';

/**
 * `npm run db:generate -- <PascalCaseName>`: applies the existing migrations to a scratch
 * database, diffs the schema against the entities and writes the difference as a new migration
 * under `migrations/`. Review it, then add it to `migrations/index.ts`.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error('usage: npm run db:generate -- <PascalCaseName>');
  }
  const env = parseEnvironment({ ...process.env, LOG_LEVEL: 'silent' });
  const scratch = env.DATABASE_URL
    ? undefined
    : await startEmbeddedDatabase({
        dir: './data/migration-scratch',
        port: env.EMBEDDED_DB_PORT + 1,
        persistent: false,
      });
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(env, env.DATABASE_URL ?? scratch!.url),
    { logger: false },
  );
  try {
    const dataSource = app.get(DataSource);
    await runMigrations(dataSource);
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('Entities and migrations agree: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const quote = (q: string) => `    await queryRunner.query(${JSON.stringify(q)});`;
    const body = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map((q) => quote(q.query)).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${sql.downQueries
  .reverse()
  .map((q) => quote(q.query))
  .join('\n')}
  }
}
`;
    const file = resolve(
      'migrations',
      `${timestamp}-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.ts`,
    );
    writeFileSync(file, body);
    console.log(`Wrote ${file}; add ${name}${timestamp} to migrations/index.ts`);
  } finally {
    await app.close();
    await scratch?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
