import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The outbox offers services one call. Outside src/modules/webhooks/, a file imports from there
 * only `WebhookEventsService` (and a module file `WebhooksModule`, to wire it in), and that
 * service's one public member is `write`: the event bodies, `previous`, the subscription checks
 * and the CTE of a write that is one statement are derived behind it, never at a caller.
 */

const SRC = join(process.cwd(), 'src');
const WEBHOOKS = join(SRC, 'modules', 'webhooks');
const OUTBOX = join(WEBHOOKS, 'webhook-events.service.ts');
const MODULE = join(WEBHOOKS, 'webhooks.module.ts');
const FEED = join(WEBHOOKS, 'webhook-event-feed.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The file of src/ a relative specifier of `file` names, as a .ts path. */
function target(file: string, specifier: string): string {
  return resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
}

/** The names a declaration imports or re-exports (`*` for a whole module). */
function names(statement: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    return clause && ts.isNamedExports(clause) ? clause.elements.map((e) => e.name.text) : ['*'];
  }
  const clause = statement.importClause;
  if (!clause) return ['*'];
  const found = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) found.push('*');
  if (bindings && ts.isNamedImports(bindings)) {
    found.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
  }
  return found;
}

/** What `file` takes from src/modules/webhooks/: `Name from file.ts`, `import type` included. */
function takenFromWebhooks(file: string): string[] {
  const taken: string[] = [];
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const path = target(file, specifier.text);
    if (!path.startsWith(`${WEBHOOKS}/`)) continue;
    for (const name of names(statement)) taken.push(`${name} from ${relative(WEBHOOKS, path)}`);
  }
  // Any other way in (an `import()` type or call) is named by the pre-processor alone.
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    const path = fileName.startsWith('.') ? target(file, fileName) : '';
    if (path.startsWith(`${WEBHOOKS}/`) && ![OUTBOX, MODULE, FEED].includes(path)) {
      taken.push(`? from ${relative(WEBHOOKS, path)}`);
    }
  }
  return [...new Set(taken)];
}

/** The members of class `name` in `file` that code outside it can reach. */
function publicMembers(file: string, name: string): string[] {
  const declaration = parse(file).statements.find(
    (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === name,
  );
  if (!declaration) throw new Error(`no class ${name} in ${file}`);
  const hidden = (node: ts.Node) =>
    (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some(
      (m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword,
    );
  return declaration.members.flatMap((member) => {
    if (ts.isConstructorDeclaration(member)) {
      // A parameter property (`public readonly x`) is a member too.
      return member.parameters
        .filter((p) => ts.getModifiers(p)?.length && !hidden(p))
        .map((p) => p.name.getText());
    }
    if (hidden(member) || !member.name || ts.isPrivateIdentifier(member.name)) return [];
    return [member.name.getText()];
  });
}

describe('the outbox offers services one call', () => {
  const outside = sourceFiles(SRC).filter((file) => !file.startsWith(`${WEBHOOKS}/`));
  const taken = new Map(outside.map((file) => [relative(SRC, file), takenFromWebhooks(file)]));

  it('is reached from outside src/modules/webhooks/ through WebhookEventsService alone', () => {
    const allowed = (file: string, what: string) =>
      what === 'WebhookEventsService from webhook-events.service.ts' ||
      // The readers' side: the event streams number what waits without a worker's turn.
      (file.startsWith('modules/events/') && what.endsWith(' from webhook-event-feed.ts')) ||
      (file.endsWith('.module.ts') && what === 'WebhooksModule from webhooks.module.ts');
    const others = [...taken].flatMap(([file, whats]) =>
      whats.filter((what) => !allowed(file, what)).map((what) => `${file}: ${what}`),
    );
    expect(others).toEqual([]);
    // The scan sees the writers that announce changes.
    const callers = [...taken]
      .filter(([, whats]) => whats.includes('WebhookEventsService from webhook-events.service.ts'))
      .map(([file]) => file);
    expect(callers).toEqual(
      expect.arrayContaining([
        'modules/contacts/contacts.service.ts',
        'modules/contact-data/bulk/contacts-bulk.service.ts',
        'modules/contact-data/merge/contact-merge.service.ts',
        'modules/followups/followups.service.ts',
        'modules/interactions/interactions.service.ts',
        'modules/sequences/enrollments.service.ts',
        'modules/workspaces/workspace-tier.service.ts',
      ]),
    );
  });

  it('whose one public member is write', () => {
    expect(publicMembers(OUTBOX, 'WebhookEventsService')).toEqual(['write']);
    // Its readers' side writes nothing: it only numbers what writers recorded, and says when.
    expect(publicMembers(FEED, 'WebhookEventFeed')).toEqual(['dispatchNow', 'whenNumbered']);
  });
});
