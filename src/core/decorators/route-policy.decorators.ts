import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';

export const IS_PUBLIC = 'policy:public';
export const ALLOW_ON_FREE_WORKSPACE = 'policy:allow-on-free-workspace';
export const REQUIRED_ROLE = 'policy:required-role';
export const READ_ONLY = 'policy:read-only';
export const EVENT_STREAM = 'policy:event-stream';

/** No Authorization needed (health, the payment webhook). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * A write that a free workspace may make (sign-in, billing, admin). Every other non-GET route is
 * refused with 402 on a free workspace by the global PremiumGuard.
 */
export const AllowOnFreeWorkspace = () => SetMetadata(ALLOW_ON_FREE_WORKSPACE, true);

/**
 * A POST that changes nothing: a read sent as a body because a query string cannot say it (a
 * search's filter tree). Every policy treats it as a GET: a free workspace reads its demo data,
 * an API key needs the family's `:read` scope, and an Idempotency-Key is not stored for it.
 */
export const ReadOnly = () => SetMetadata(READ_ONLY, true);

/**
 * `admin`: admin-level gate, `admin` or `super_admin` (403 `Managers only`).
 * `super_admin`: the app owner only (403 `App owner only`).
 */
export type RequiredRole = 'admin' | 'super_admin';
export const Roles = (role: RequiredRole) => SetMetadata(REQUIRED_ROLE, role);

/**
 * A route that answers a never-ending `text/event-stream`: it also accepts a single-use ticket
 * (`?ticket=`) in place of a credential header, for a browser's `EventSource`, which cannot send
 * one. Whatever walks every route (tests, tools) knows it from `RouteInfo.stream`.
 */
export const EventStream = () =>
  applyDecorators(SetMetadata(EVENT_STREAM, true), ApiProduces('text/event-stream'));
