import { likePattern } from '../../core/http/sql.js';

/**
 * The text `?q=` searches: first and last name, e-mail and company, lower-cased, so "ada lovelace"
 * matches across first and last name. `contact_search_text` is the function the
 * `contacts_search_trgm` trigram index is built on, after the workspace id (migrations
 * CostedContactSearch, WorkspaceContactSearch); the call must stay identical for the index to
 * apply. Its declared cost and the index's fine histogram let the planner choose between the
 * trigram index (rare terms) and the newest-first list index (common terms).
 */
export const CONTACT_SEARCH_TEXT = `contact_search_text(c.first_name, c.last_name, c.email, c.company)`;

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
