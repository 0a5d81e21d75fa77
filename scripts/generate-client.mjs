// `npm run client:generate` (after `nest build`): the OpenAPI document the service serves at
// /openapi.json, in its default configuration, written to clients/openapi.json, and the
// TypeScript types of the typed client generated from it. The app is built but never listens; it
// needs a database connection only because it opens one when it starts: DATABASE_URL's when set
// (nothing is written to it), else a scratch embedded PostgreSQL, removed afterwards.
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../dist/src/app.factory.js';
import { parseEnvironment } from '../dist/src/config/environment.js';
import { startEmbeddedDatabase } from '../dist/src/database/embedded-database.mjs';
import { clientTypes, documentText, DOCUMENT_FILE, ROOT, TYPES_FILE } from './client-artifacts.mjs';

// The default configuration: the document must not vary with the shell's environment.
const env = parseEnvironment({ LOG_LEVEL: 'silent' });
const scratch = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedDatabase({
      dir: join(ROOT, 'data/client-scratch'),
      port: 0,
      persistent: false,
      database: 'postgres',
    });
const databaseUrl = process.env.DATABASE_URL || scratch.url;
try {
  const app = await createApp({ env, databaseUrl, migrate: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (response.statusCode !== 200) {
      throw new Error(`GET /openapi.json answered ${response.statusCode}: ${response.body}`);
    }
    const text = documentText(JSON.parse(response.body));
    writeFileSync(join(ROOT, DOCUMENT_FILE), text);
    writeFileSync(join(ROOT, TYPES_FILE), await clientTypes(text));
    console.log(`Wrote ${DOCUMENT_FILE} and ${TYPES_FILE}`);
  } finally {
    await app.close();
  }
} finally {
  await scratch?.stop();
}
