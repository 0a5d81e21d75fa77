import { Problem } from '../../core/http/problem.js';

export const API_KEY_SHOWN_ONCE_DETAIL =
  'The API key this Idempotency-Key created was shown once, to its first request, and is not kept: if that answer was lost, revoke the key named in `api_key_id` and create another';

/**
 * What a replay of POST /api-keys answers: the key's secret is kept only as its hash, so the
 * stored outcome names the key (`api_key_id`) rather than showing it again.
 */
export class ApiKeyShownOnceProblem extends Problem {
  constructor(id: string) {
    super(410, API_KEY_SHOWN_ONCE_DETAIL, 'api_key_shown_once', { api_key_id: id });
  }
}

/** The problem a replay of a key's creation answers, from the key created. */
export function apiKeyShownOnce(created: unknown): Problem {
  return new ApiKeyShownOnceProblem((created as { id: string }).id);
}
