import type { ChangeVia } from '../../database/change-context.js';

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
  /** What writes for the caller, as the history records it: `api` when unsaid (change-context.ts). */
  via?: ChangeVia;
  /** The import or bulk operation a job writes for. */
  operation_id?: string | null;
}

/** `scope` with its writes recorded as made `via` (and for `operationId`), for what writes for the caller. */
export function writingVia<S extends { origin: RequestOrigin }>(
  scope: S,
  via: ChangeVia,
  operationId?: string,
): S {
  return { ...scope, origin: { ...scope.origin, via, operation_id: operationId ?? null } };
}

/** The origin of work the service does of itself: scheduled jobs, demo upkeep, payment events. */
export const SYSTEM_ORIGIN: RequestOrigin = {
  request_id: null,
  actor: { type: 'system', user_id: null, api_key_id: null },
};
