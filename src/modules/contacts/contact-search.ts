import { likePattern } from '../../core/http/sql.js';

/**
 * The text `?q=` searches: first and last name, e-mail and company, lower-cased. Identical to the
 * expression of the `contacts_search_trgm` trigram index (migration ContactSearchIndex), so a
 * substring search is an index scan, and "ada lovelace" matches across first and last name.
 */
export const CONTACT_SEARCH_TEXT = `lower(c.first_name || ' ' || coalesce(c.last_name, '') || ' ' || coalesce(c.email, '') || ' ' || coalesce(c.company, ''))`;

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
