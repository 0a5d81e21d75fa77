import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The direction of src/ is kept by `npm run lint` (eslint.config.js): a rule that silently stops
 * matching (a resolver that skips .ts files, a zone whose path no longer names a folder) would
 * pass a tree full of upward imports. Each case lints a real file of src/ as if one import were
 * added to it (the text is linted in memory; the imports it names are resolved on disk) and
 * expects the rule to fire, and the file as it is to pass.
 */

const ROOT = process.cwd();
const RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle'];

// One ESLint for every case: its type-checked parser builds the project once.
const eslint = new ESLint({ cwd: ROOT });

/** The direction rules' messages for `path` (from the root) holding `text`. */
async function directionMessages(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, path) });
  const messages = result.messages;
  // A file the parser refused is linted by no rule: that must fail the case, not pass it.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages
    .filter((m) => m.ruleId !== null && RULES.includes(m.ruleId))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

/** `path`'s own text with `lines` put before it. */
function withImport(path: string, lines: string): string {
  return `${lines}\n${readFileSync(join(ROOT, path), 'utf8')}`;
}

describe('lint rules of the direction of src/', () => {
  it('pass the files as they are', async () => {
    for (const path of [
      'src/core/http/problem.ts',
      'src/database/storable-text.ts',
      'src/database/keyset.ts',
      'src/tenancy/identity.ts',
    ]) {
      await expect(
        directionMessages(path, readFileSync(join(ROOT, path), 'utf8')),
      ).resolves.toEqual([]);
    }
  }, 120_000);

  it('refuse a feature imported by core', async () => {
    const path = 'src/core/http/problem.ts';
    const text = withImport(
      path,
      "import { ContactsService } from '../../modules/contacts/contacts.service.js';\nexport const service = ContactsService;",
    );
    // Every feature reaches core, so the import closes a circle too: only the zone is asked for.
    await expect(directionMessages(path, text)).resolves.toContainEqual(
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*src\/core\/ is platform code: it must not import a feature/,
      ),
    );
  }, 120_000);

  it('refuse core imported by the door to Postgres or by tenancy', async () => {
    const door = 'src/database/storable-text.ts';
    await expect(
      directionMessages(
        door,
        withImport(
          door,
          "import { ValidationProblem } from '../core/http/problem.js';\nexport const problem = ValidationProblem;",
        ),
      ),
    ).resolves.toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*src\/database\/ is below core: it must not import it/,
      ),
    ]);
    const tenancy = 'src/tenancy/identity.ts';
    await expect(
      directionMessages(
        tenancy,
        withImport(
          tenancy,
          "import type { CrmRequest } from '../core/auth/request-context.js';\nexport type Request = CrmRequest;",
        ),
      ),
    ).resolves.toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*src\/tenancy\/ is below core: it must not import it/,
      ),
    ]);
  }, 120_000);

  it('refuse an import cycle', async () => {
    // keyset.ts imports storable-text.ts: the reverse closes a circle.
    const path = 'src/database/storable-text.ts';
    const text = withImport(
      path,
      "import { keyset } from './keyset.js';\nexport const order = keyset;",
    );
    await expect(directionMessages(path, text)).resolves.toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
  }, 120_000);
});
