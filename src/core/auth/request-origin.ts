/** Who made a change: a member with a bearer token, a member's API key, or the service itself. */
export interface Actor {
  type: 'user' | 'api_key' | 'system';
  user_id: string | null;
  api_key_id: string | null;
}

/**
 * Where a change came from: the request's id and its caller. It travels in the WorkspaceScope
 * (set by the PremiumGuard, or by a job from what it stored), so what a change records (a webhook
 * event's actor and request id) needs no parameter of its own.
 */
export interface RequestOrigin {
  request_id: string | null;
  actor: Actor;
}

/** The origin of work the service does of itself: scheduled jobs, demo upkeep, payment events. */
export const SYSTEM_ORIGIN: RequestOrigin = {
  request_id: null,
  actor: { type: 'system', user_id: null, api_key_id: null },
};
