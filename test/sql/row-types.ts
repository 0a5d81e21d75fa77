import { join } from 'node:path';
import type pg from 'pg';
import ts from 'typescript';

/**
 * The row a builder declares (`Statement<Row>`), as TypeScript sees it: the columns the row must
 * have, those it may have (optional properties), and `kind`. `none`: the statement answers no
 * rows the code reads (`never`); `open`: its keys are not known before it runs (an index
 * signature, `unknown`, `any`), so there is nothing to compare. A generic builder's row (a
 * tracked job's, whose table adds its own columns) is `keys` with `more`: its known columns
 * must be answered, and the columns its type parameters stand for may be too.
 */
export type DeclaredRow =
  | { kind: 'keys'; required: string[]; optional: string[]; more?: boolean }
  | { kind: 'none' }
  | { kind: 'open'; why: string };

/**
 * For each builder each file exports (a function answering a `Statement`), its declared row.
 * One program over the files with the project's compiler options; only the return types are
 * asked for, so nothing is type-checked beyond what they need.
 */
export function declaredRows(root: string, files: string[]): Map<string, Map<string, DeclaredRow>> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const rows = new Map<string, Map<string, DeclaredRow>>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`TypeScript cannot read ${file}`);
    const builders = new Map<string, DeclaredRow>();
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const [signature] = checker
        .getTypeOfSymbolAtLocation(symbol, declaration)
        .getCallSignatures();
      if (!signature) continue;
      const returned = checker.getReturnTypeOfSignature(signature);
      const row = returned.getProperty('row');
      if (!row || !returned.getProperty('text') || !returned.getProperty('values')) continue;
      builders.set(
        exported.name,
        declaredRow(checker, checker.getTypeOfSymbolAtLocation(row, declaration)),
      );
    }
    rows.set(file, builders);
  }
  return rows;
}

/** `optionalRow` is the type of the optional `row` property: `Row | undefined`. */
function declaredRow(checker: ts.TypeChecker, optionalRow: ts.Type): DeclaredRow {
  // Before undefined is taken away: that would turn `unknown` into `{}`, a row of no keys.
  if (optionalRow.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) {
    return { kind: 'open', why: checker.typeToString(optionalRow) };
  }
  const row = checker.getNonNullableType(optionalRow);
  if (row.flags & ts.TypeFlags.Never) return { kind: 'none' };
  if (checker.getIndexInfosOfType(row).length > 0) {
    return { kind: 'open', why: checker.typeToString(row) };
  }
  const required: string[] = [];
  const optional: string[] = [];
  for (const property of checker.getPropertiesOfType(row)) {
    // An entity class used as a row: its methods are not columns.
    if (property.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Accessor)) continue;
    (property.flags & ts.SymbolFlags.Optional ? optional : required).push(property.name);
  }
  const parts = row.isIntersection() ? row.types : [row];
  const more = parts.some((part) => part.flags & ts.TypeFlags.TypeParameter);
  return { kind: 'keys', required: required.sort(), optional: optional.sort(), more };
}

/** What is wrong between a declared row and the described columns; empty when they agree. */
export function rowMismatch(declared: DeclaredRow, columns: string[]): string[] {
  if (declared.kind !== 'keys') return [];
  const allowed = new Set([...declared.required, ...declared.optional]);
  const described = new Set(columns);
  const problems: string[] = [];
  const repeated = columns.filter((column, i) => columns.indexOf(column) !== i);
  if (repeated.length > 0) problems.push(`columns named twice: ${repeated.join(', ')}`);
  const missing = declared.required.filter((key) => !described.has(key));
  if (missing.length > 0) problems.push(`declared but not answered: ${missing.join(', ')}`);
  const extra = declared.more ? [] : columns.filter((column) => !allowed.has(column));
  if (extra.length > 0) problems.push(`answered but not declared: ${extra.join(', ')}`);
  return problems;
}

/**
 * The columns PostgreSQL describes for a statement's text, without running it: Parse and
 * Describe of the unnamed statement in the extended protocol, the parameters' types inferred
 * as they are when the door sends the statement.
 */
export function describeColumns(client: pg.Client, text: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let columns: string[] = [];
    const describe = {
      submit(connection: DescribingConnection) {
        connection.parse({ text, name: '', types: [] });
        connection.describe({ type: 'S', name: '' });
        connection.sync();
      },
      handleRowDescription(message: { fields: { name: string }[] }) {
        columns = message.fields.map((field) => field.name);
      },
      handleError: (error: Error) => reject(error),
      handleReadyForQuery: () => resolve(columns),
      // Nothing runs, so none of these comes.
      handleDataRow: () => undefined,
      handlePortalSuspended: () => undefined,
      handleEmptyQuery: () => undefined,
      handleCommandComplete: () => undefined,
      handleCopyInResponse: () => undefined,
      handleCopyData: () => undefined,
    };
    client.query(describe as unknown as pg.Submittable);
  });
}

/** The messages of pg's connection a describe sends (pg's `Submittable` protocol). */
interface DescribingConnection {
  parse(message: { text: string; name: string; types: number[] }): void;
  describe(message: { type: 'S' | 'P'; name: string }): void;
  sync(): void;
}
