import { likePattern } from '../../database/sql.js';

/**
 * The text `?q=` searches: first and last name, e-mail and company, lower-cased, so "ada lovelace"
 * matches across first and last name. PostgreSQL keeps it in the stored generated column
 * `contacts.search_text` (migration StoredContactSearchText), which the `contacts_search_trgm`
 * trigram index is built on after the workspace id. The column's fine histogram lets the planner
 * choose between the trigram index (rare terms) and the newest-first list index (common terms).
 */
export const SEARCH_TEXT_EXPRESSION =
  "lower(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))";

/** `search_text` of the contact aliased `c`. */
export const CONTACT_SEARCH_TEXT = 'c.search_text';

/**
 * The condition matching `CONTACT_SEARCH_TEXT` against the placeholder of `contactSearchPattern`.
 * The pattern is lower-cased by PostgreSQL, like the text, so both fold case the same way.
 */
export function contactSearchCondition(placeholder: string): string {
  return `${CONTACT_SEARCH_TEXT} LIKE lower(${placeholder})`;
}

/** LIKE pattern for a search term; wildcards in the term are matched literally. */
export function contactSearchPattern(term: string): string {
  return likePattern(term.trim());
}
