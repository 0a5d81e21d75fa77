/**
 * JSON text that goes into a response body as it is, without becoming objects and text again: a
 * page of contacts takes each contact's custom values as PostgreSQL wrote them out. Node 20 has
 * no `JSON.rawJSON`, so the body's serializer (`serializeBody`, every reply's) stringifies the
 * body with a marker in each one's place and splices the texts in. Serialized any other way (a
 * test's `JSON.stringify`, say), a `RawJson` is the value its text holds.
 *
 * The marker is a string that starts with U+0000, which no PostgreSQL text can hold and
 * `JSON.stringify` writes as the six characters `\u0000`: a string of a body that came from the
 * database cannot be taken for one.
 */
export class RawJson {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    if (!collecting) return JSON.parse(this.text);
    collecting.push(this.text);
    return `${MARKER}${collecting.length - 1}`;
  }
}

const MARKER = '\u0000';
/** How a marker starts in the serialized body: a string's quote, then the escaped U+0000. */
const MARKER_JSON = '"\\u0000';

/** The texts of the body being serialized, in the order `JSON.stringify` meets them. */
let collecting: string[] | null = null;

/** A reply's body as JSON text, each `RawJson` in it written as its text. */
export function serializeBody(body: unknown): string {
  const texts: string[] = [];
  // JSON.stringify runs to its end synchronously, so only a body serialized within it (by a
  // toJSON) can come between: it collects its own texts, and this body's go on after it.
  const outer = collecting;
  collecting = texts;
  let json: string;
  try {
    json = JSON.stringify(body);
  } finally {
    collecting = outer;
  }
  return texts.length === 0 ? json : splice(json, texts);
}

/** `json` with its markers, the n-th naming texts[n], replaced by those texts. */
function splice(json: string, texts: readonly string[]): string {
  const parts: string[] = [];
  let from = 0;
  for (let n = 0; n < texts.length; n++) {
    const at = json.indexOf(MARKER_JSON, from);
    const end = json.indexOf('"', at + MARKER_JSON.length);
    if (at < 0 || json.slice(at + MARKER_JSON.length, end) !== String(n)) {
      throw new Error(`the serialized body lost the place of raw JSON ${n}`);
    }
    parts.push(json.slice(from, at), texts[n]);
    from = end + 1;
  }
  parts.push(json.slice(from));
  return parts.join('');
}

/**
 * An integer as the API writes it: a JSON number, exact at any size. Past 2^53 a JavaScript number
 * would round it (a sum of money in cents, say), so it goes into the body as its digits.
 */
export type ExactInteger = number | RawJson;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** `n` (a bigint, or an integer's decimal text as PostgreSQL writes one) as an `ExactInteger`. */
export function exactInteger(n: bigint | string): ExactInteger {
  const value = typeof n === 'bigint' ? n : BigInt(n);
  return value <= MAX_SAFE && value >= -MAX_SAFE ? Number(value) : new RawJson(value.toString());
}
