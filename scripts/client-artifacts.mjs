// What `npm run client:generate` writes under clients/, and how, shared with the test that checks
// the committed files are current. Plain ESM, so the suite can run it without a build.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENT_FILE = 'clients/openapi.json';
export const TYPES_FILE = 'clients/pipeline-crm.ts';

const TYPES_HEADER = [
  `// Generated from ${DOCUMENT_FILE} by openapi-typescript: run \`npm run client:generate\`.`,
  '// Do not edit: the next generation overwrites it.',
  '',
].join('\n');

/** The document as committed: the served JSON, its key order kept, two-space indented. */
export function documentText(document) {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The TypeScript types openapi-typescript makes of the document's text. */
export async function clientTypes(text) {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(text), { silent: true });
  return `${TYPES_HEADER}\n${astToString(ast)}`;
}

// `node scripts/client-artifacts.mjs types [document]`: the types of the committed document (or
// the one named), on stdout.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'types') {
  const file = process.argv[3] ?? join(ROOT, DOCUMENT_FILE);
  process.stdout.write(await clientTypes(readFileSync(file, 'utf8')));
}
