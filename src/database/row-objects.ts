import type pg from 'pg';

/**
 * Rows as objects, each built by a function made once for its statement's columns. pg's own
 * object rows are filled column by column through one shared function (`Result.parseRow`, a
 * store by each column's name): across the service's hundreds of row shapes its property stores
 * go megamorphic, about 2 us a contact row against 0.4 us for the rows pg answers as arrays and
 * an object literal of the columns makes. Those are the statements the door sends with
 * `rowMode: 'array'` (round-trip.ts, `queryConfig`); `sendOn` turns their rows into objects here.
 */
export function objectRows(result: pg.QueryResult): pg.QueryResult {
  const fields = result.fields;
  if (!fields?.length || result.rows.length === 0) return result;
  const make = rowMaker(fields.map((f) => f.name));
  result.rows = (result.rows as unknown as unknown[][]).map(make);
  return result;
}

type RowMaker = (values: unknown[]) => Record<string, unknown>;

/**
 * The statements' column lists are their builders' (custom fields live in one jsonb column), so
 * they are few; the bound only keeps an unforeseen stream of new lists from growing the map.
 */
const MAKERS_KEPT = 2_000;
const makers = new Map<string, RowMaker>();

function rowMaker(names: readonly string[]): RowMaker {
  const key = names.join('\u0000');
  let make = makers.get(key);
  if (!make) {
    make = literalMaker(names) ?? loopMaker(names);
    if (makers.size >= MAKERS_KEPT) makers.clear();
    makers.set(key, make);
  }
  return make;
}

/**
 * An object literal of the columns, in their order (a repeated name keeps its last value, as
 * pg's rows do). The names are the database's, written as JSON string keys; never `__proto__`,
 * which a literal would take as the prototype rather than as a key.
 */
function literalMaker(names: readonly string[]): RowMaker | undefined {
  if (names.includes('__proto__')) return undefined;
  const properties = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- made from the columns' names, each written as a JSON string: no value of a row reaches the code
  return new Function('values', `return { ${properties.join(', ')} };`) as RowMaker;
}

/** Column by column, each an own property, for the lists a literal cannot write. */
function loopMaker(names: readonly string[]): RowMaker {
  return (values) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, i) =>
      Object.defineProperty(row, name, {
        value: values[i],
        writable: true,
        enumerable: true,
        configurable: true,
      }),
    );
    return row;
  };
}
